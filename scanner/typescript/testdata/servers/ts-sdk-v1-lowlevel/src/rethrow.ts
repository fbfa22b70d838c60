// Catch-all rethrows in low-level handlers: each names the throws that reach it, and one that
// only ever rethrows an unknown tool is no finding.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { fetchWeather, syncRemote } from "./weather.js";

declare const store: { get(k: string): Promise<string | undefined>; del(k: string): Promise<boolean> };

const handlers: Record<string, (args: Record<string, unknown>) => Promise<unknown>> = {
  get: async (args) => {
    const v = await store.get(String(args.key));
    if (v === undefined) {
      throw new Error(`no value under ${args.key}`);
    }
    return { content: [{ type: "text", text: v }] };
  },
  del: async (args) => {
    if (!(await store.del(String(args.key)))) {
      throw new Error(`could not delete ${args.key}`);
    }
    return { content: [{ type: "text", text: "deleted" }] };
  },
};

const server = new Server({ name: "kv", version: "1" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    const handler = handlers[request.params.name];
    if (!handler) {
      throw new Error(`Unknown tool: ${request.params.name}`);
    }
    return await handler(request.params.arguments ?? {});
  } catch (error) {
    console.error("tool failed", error);
    throw error; // want: protocolerror related=13,19
  }
});

// Every tool here catches its own failures: the rethrow only carries the unknown tool.
class Quiet {
  private server = new Server({ name: "quiet", version: "1" }, { capabilities: { tools: {} } });

  constructor() {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      try {
        switch (request.params.name) {
          case "count":
            return await this.count();
          default:
            throw new Error(`Unknown tool: ${request.params.name}`);
        }
      } catch (error) {
        throw error; // FINE: nothing but the unknown tool reaches it
      }
    });
  }

  private async count() {
    try {
      return { content: [{ type: "text", text: String((await store.get("n")) ?? 0) }] };
    } catch (e) {
      return { content: [{ type: "text", text: `count failed: ${e}` }], isError: true }; // want: errorresult
    }
  }
}

// The try calls a function of another module that never throws: the rethrow never runs.
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    await syncRemote(String(request.params.arguments?.region));
    return { content: [{ type: "text", text: "synced" }] };
  } catch (error) {
    throw new Error(`sync failed: ${error}`); // FINE: nothing in the try throws
  }
});

// The try calls a function of another module that throws: the rethrow sends it as a JSON-RPC
// error, and names the throw.
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await fetchWeather(String(request.params.arguments?.city))) }] };
  } catch (error) {
    throw new Error(`weather failed: ${error}`); // want: protocolerror related=src/weather.ts:7
  }
});

export { Quiet };
