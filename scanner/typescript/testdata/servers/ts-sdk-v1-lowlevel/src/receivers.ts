// Method calls a low-level tools/call handler makes, and which method each one reaches. A call
// is followed to a class of this file only when the file tells the receiver's class; a method
// of the same name on some other class is no evidence (an SDK client's close() is not
// Gateway.close).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

class Ledger {
  static parse(text: string): string[] {
    if (!text.trim()) {
      throw new Error("empty ledger text"); // want: protocolerror function=parse related=73,79
    }
    return text.split("\n");
  }

  open(name: string): void {
    if (!name) {
      throw new Error("ledger name is required"); // want: protocolerror function=open related=73,81
    }
  }

  append(line: string): void {
    if (line.length > 200) {
      throw new Error("ledger line too long"); // want: protocolerror function=append related=73,77
    }
  }

  seal(): void {
    throw new Error("ledger already sealed"); // want: protocolerror function=seal related=73,78,102
  }

  // FINE: the handler's seen.clear() is the Map's.
  clear(): void {
    throw new Error("a ledger is never cleared");
  }
}

class Checker {
  verify(id: string): void {
    if (!/^[a-z]+$/.test(id)) {
      throw new Error(`bad id ${id}`); // want: protocolerror function=verify related=73,76
    }
  }
}

class Gateway extends Checker {
  private ledger: Ledger;

  constructor(private readonly server: Server) {
    super();
    this.ledger = new Ledger();
  }

  private ensureOpen(id: string): void {
    if (id === "closed") {
      throw new Error("gateway is closed"); // want: protocolerror function=ensureOpen related=73,75
    }
  }

  // FINE: the handler's client.close() is the SDK client's, not this one.
  async close(): Promise<void> {
    throw new Error("gateway closed twice");
  }

  // FINE: shutdown's transport.terminateSession() is the SDK transport's.
  async terminateSession(): Promise<void> {
    throw new Error("gateway session already terminated");
  }

  register(): void {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const id = String(request.params.arguments?.id ?? "");
      this.ensureOpen(id); // this.m()
      super.verify(id); // super.m(): Checker, the superclass the file declares
      this.ledger.append(id); // a field typed Ledger
      sealAll(new Ledger()); // a parameter typed Ledger
      const lines = Ledger.parse(id); // a static method
      const local = new Ledger();
      local.open(id); // const local = new Ledger()
      const seen = new Map<string, number>();
      seen.clear();
      tally.count(id); // a member of an object literal of the file
      tally.reset(); // the same, a pair bound to an arrow function
      const window = new Probe(); // a variable of the file named like a global
      window.detach();
      // A local SDK client and a transport parameter: their methods are the library's.
      const client = new Client({ name: "proxy", version: "1.0.0" });
      try {
        await client.connect(new StreamableHTTPClientTransport(new URL("http://localhost:3000/mcp")));
      } finally {
        await client.close();
      }
      await shutdown(client.transport as StreamableHTTPClientTransport);
      return { content: [{ type: "text", text: lines.join(",") }] };
    });
  }
}

function sealAll(ledger: Ledger): void {
  ledger.seal();
}

async function shutdown(transport: StreamableHTTPClientTransport): Promise<void> {
  await transport.terminateSession();
}

export { Gateway };

const tally = {
  count(id: string): number {
    if (id.length > 64) {
      throw new Error("id too long to count"); // want: protocolerror function=count related=73,84
    }
    return id.length;
  },
  reset: () => {
    throw new Error("tally cannot be reset"); // want: protocolerror function=reset related=73,85
  },
};

class Probe {
  detach(): void {
    throw new Error("probe already detached"); // want: protocolerror function=detach related=73,87
  }
}

// A server class of its own, registering on the SDK Server it extends: its this.close() is the
// SDK's, not Gateway.close, while this.check() is its own.
class RelayServer extends Server {
  constructor() {
    super({ name: "relay", version: "1.0.0" }, { capabilities: { tools: {} } });
  }

  check(name: string): void {
    if (!name) {
      throw new Error("relay tool name is required"); // want: protocolerror function=check related=143,144
    }
  }

  start(): void {
    this.setRequestHandler(CallToolRequestSchema, async (request) => {
      this.check(request.params.name);
      await this.close();
      return { content: [{ type: "text", text: "relayed" }] };
    });
  }
}

export { RelayServer };
