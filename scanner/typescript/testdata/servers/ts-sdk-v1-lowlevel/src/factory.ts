// Handlers built by factories: the registration calls a function of the file that returns the
// handler, and the returned function is the handler, judged as if written at the registration.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

declare const vault: { read(name: string): Promise<string>; seal(name: string): Promise<void> };

// The returned arrow's catch says the failure in text alone.
export function callHandler(store: typeof vault) {
  return async (request: { params: { name: string; arguments?: Record<string, unknown> } }) => {
    try {
      const text = await store.read(String(request.params.arguments?.name));
      return { content: [{ type: "text", text }] };
    } catch (e) {
      return { content: [{ type: "text", text: JSON.stringify({ error: String(e) }) }] }; // want: softerror
    }
  };
}

const server = new Server({ name: "vault", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(CallToolRequestSchema, callHandler(vault));

// A named function declared in the factory and returned: its throw is a protocol error.
function sealHandler(store: typeof vault) {
  async function handle(request: { params: { arguments?: Record<string, unknown> } }) {
    const name = request.params.arguments?.name;
    if (typeof name !== "string") {
      throw new Error("name is required"); // want: protocolerror function=tools/call
    }
    await store.seal(name);
    return { content: [{ type: "text", text: "sealed" }] };
  }
  return handle;
}

const sealer = new Server({ name: "sealer", version: "1.0.0" }, { capabilities: { tools: {} } });
const handleSeal = sealHandler(vault);
sealer.setRequestHandler(CallToolRequestSchema, handleSeal);

// Negative: the returned handler's failure sets isError.
function flaggedHandler(store: typeof vault) {
  return async (request: { params: { arguments?: Record<string, unknown> } }) => {
    try {
      return { content: [{ type: "text", text: await store.read(String(request.params.arguments?.name)) }] };
    } catch (e) {
      return { content: [{ type: "text", text: JSON.stringify({ error: String(e) }) }], isError: true }; // want: errorresult
    }
  };
}

const flagged = new Server({ name: "flagged", version: "1.0.0" }, { capabilities: { tools: {} } });
flagged.setRequestHandler(CallToolRequestSchema, flaggedHandler(vault));

// Negative: the factory returns a result, not a function, so it builds no handler; its
// failure object is not a tool's return.
function notAHandler(store: typeof vault) {
  try {
    void store.seal("x");
    return { content: [{ type: "text", text: "ok" }] };
  } catch (e) {
    return { content: [{ type: "text", text: JSON.stringify({ error: String(e) }) }] };
  }
}

const plain = new Server({ name: "plain", version: "1.0.0" }, { capabilities: { tools: {} } });
plain.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: [] }));
plain.setRequestHandler(CallToolRequestSchema, notAHandler(vault) as never);
