// Low-level tools/call handlers given as a reference to a method: this.m.bind(this), this.m, a
// class field bound to an arrow function, and a method of an instance of a class this file
// declares. The method is the handler: its throws reach the SDK as protocol errors.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import {
  CallToolRequest,
  CallToolRequestSchema,
  ReadResourceRequest,
  ReadResourceRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import { RemoteTools } from "./remotetools.js";

class BoundServer {
  private readonly server = new Server({ name: "bound", version: "1.0.0" }, { capabilities: { tools: {} } });

  start(): void {
    this.server.setRequestHandler(CallToolRequestSchema, this.handleCallTool.bind(this));
    // FINE: a resource handler's throw is no tool's failure.
    this.server.setRequestHandler(ReadResourceRequestSchema, this.handleReadResource.bind(this));
  }

  private async handleCallTool(request: CallToolRequest) {
    const city = request.params.arguments?.city;
    if (typeof city !== "string") {
      throw new Error("city must be a string"); // want: protocolerror function=tools/call outcome=protocol-error
    }
    const forecast = await this.forecastFor(city);
    return { content: [{ type: "text", text: forecast }] };
  }

  private async forecastFor(city: string): Promise<string> {
    if (city.length > 80) {
      throw new Error(`city name too long: ${city}`); // want: protocolerror function=forecastFor related=22,27
    }
    return `sunny in ${city}`;
  }

  private async handleReadResource(request: ReadResourceRequest) {
    throw new Error(`no resource ${request.params.uri}`);
  }
}

// this.m without bind, and a class field bound to an arrow function.
class PlainServer {
  private readonly server = new Server({ name: "plain", version: "1.0.0" }, { capabilities: { tools: {} } });

  start(): void {
    this.server.setRequestHandler(CallToolRequestSchema, this.handleCall);
  }

  handleCall = async (request: CallToolRequest) => {
    if (!request.params.arguments?.query) {
      throw new Error("query is required"); // want: protocolerror function=tools/call
    }
    return { content: [{ type: "text", text: "found" }] };
  };
}

class UnboundServer {
  private readonly server = new Server({ name: "unbound", version: "1.0.0" }, { capabilities: { tools: {} } });

  start(): void {
    this.server.setRequestHandler(CallToolRequestSchema, this.dispatch);
  }

  async dispatch(request: CallToolRequest) {
    if (request.params.name !== "count") {
      throw new Error(`Unknown tool: ${request.params.name}`); // FINE: an unknown tool is a protocol error
    }
    const n = Number(request.params.arguments?.n);
    if (Number.isNaN(n)) {
      throw new Error("n must be a number"); // want: protocolerror function=tools/call
    }
    return { content: [{ type: "text", text: String(n + 1) }] };
  }
}

// A method of an instance of a class this file declares, bound to the instance.
class ToolHandlers {
  async call(request: CallToolRequest) {
    if (!request.params.arguments?.path) {
      throw new Error("path is required"); // want: protocolerror function=tools/call
    }
    return { content: [{ type: "text", text: "read" }] };
  }

  // FINE: the registration below binds RemoteTools's call, not this one.
  async other(request: CallToolRequest) {
    throw new Error(`other ${request.params.name}`);
  }
}

const handlers = new ToolHandlers();
const lowLevel = new Server({ name: "handlers", version: "1.0.0" }, { capabilities: { tools: {} } });
lowLevel.setRequestHandler(CallToolRequestSchema, handlers.call.bind(handlers));

// FINE: RemoteTools is another module's class this fixture does not hold; its other() is not
// ToolHandlers.other, though the names match.
const remote = new RemoteTools();
lowLevel.setRequestHandler(CallToolRequestSchema, remote.other.bind(remote));

// FINE: an object whose class the file cannot tell: its other() is no method of this file.
declare function makeHandlers(): { other(request: CallToolRequest): Promise<unknown> };
const made = makeHandlers();
lowLevel.setRequestHandler(CallToolRequestSchema, made.other.bind(made));

// A delegate: an arrow function handing the request to a method.
class DelegatingServer {
  private readonly server = new Server({ name: "delegating", version: "1.0.0" }, { capabilities: { tools: {} } });

  start(): void {
    this.server.setRequestHandler(CallToolRequestSchema, (request) => this.route(request));
  }

  private async route(request: CallToolRequest) {
    if (!request.params.arguments?.id) {
      throw new Error("id is required"); // want: protocolerror function=route related=112,112
    }
    return { content: [{ type: "text", text: "routed" }] };
  }
}

// FINE: a class extending the SDK's Server whose handler is the library's method of that name,
// not a method of this file.
class LibraryHandled extends Server {
  start(): void {
    this.setRequestHandler(CallToolRequestSchema, this.handleCallTool.bind(this));
  }
}

// A method of a field's class, a static method, and a bound method held in a constant.
class Files {
  async stat(request: CallToolRequest) {
    if (!request.params.arguments?.file) {
      throw new Error("file is required"); // want: protocolerror function=tools/call
    }
    return { content: [{ type: "text", text: "a file" }] };
  }

  static async touch(request: CallToolRequest) {
    if (!request.params.arguments?.file) {
      throw new Error("nothing to touch"); // want: protocolerror function=tools/call
    }
    return { content: [{ type: "text", text: "touched" }] };
  }

  // FINE: `this.handler` below is the getter's value, not the getter.
  get handler() {
    throw new Error("no default handler");
  }
}

class FieldServer {
  private readonly server = new Server({ name: "fields", version: "1.0.0" }, { capabilities: { tools: {} } });
  private readonly files = new Files();

  start(): void {
    this.server.setRequestHandler(CallToolRequestSchema, this.files.stat.bind(this.files));
    this.server.setRequestHandler(CallToolRequestSchema, Files.touch);
    this.server.setRequestHandler(CallToolRequestSchema, this.files.handler);
    const report = this.report.bind(this);
    this.server.setRequestHandler(CallToolRequestSchema, report);
  }

  private async report(request: CallToolRequest) {
    if (!request.params.arguments?.since) {
      throw new Error("since is required"); // want: protocolerror function=tools/call
    }
    return { content: [{ type: "text", text: "a report" }] };
  }

  // FINE: in a function expression, this is not the FieldServer.
  legacy(): void {
    const server = this.server;
    server.onerror = function () {
      server.setRequestHandler(CallToolRequestSchema, this.unbound);
    };
  }

  private async unbound(request: CallToolRequest) {
    throw new Error(`unbound ${request.params.name}`);
  }
}

// Another class's route, so that the file declares two: the delegate above is DelegatingServer's,
// by its this; this one is no tool's.
class Router {
  // FINE: no handler calls Router.route.
  async route(request: CallToolRequest) {
    throw new Error(`no route for ${request.params.name}`);
  }
}

// A delegate on an instance of a class the file declares.
class Jobs {
  async start(request: CallToolRequest) {
    if (!request.params.arguments?.job) {
      throw new Error("job is required"); // want: protocolerror function=start related=205,205
    }
    return { content: [{ type: "text", text: "started" }] };
  }
}

const jobs = new Jobs();
lowLevel.setRequestHandler(CallToolRequestSchema, async (request) => jobs.start(request));

export { Router, BoundServer, FieldServer, PlainServer, UnboundServer, DelegatingServer, LibraryHandled };
