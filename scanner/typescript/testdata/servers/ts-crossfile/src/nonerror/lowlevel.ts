// A low-level tools/call handler whose catch answers an Error with an isError result and throws
// anything else: the throw runs only if a function of another module that the try calls throws
// a value that is not an Error.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { RemoteClient, callOnce } from "./client.js";

const server = new Server({ name: "nonerror-low", version: "1.0.0" }, { capabilities: { tools: {} } });
const client = new RemoteClient();

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const name = String(request.params.arguments?.name ?? "");
  try {
    if (request.params.name === "call") {
      return { content: [{ type: "text", text: await client.call(name) }] };
    }
    return { content: [{ type: "text", text: await callOnce(client, name) }] };
  } catch (error) {
    if (error instanceof Error) {
      return { content: [{ type: "text", text: error.message }], isError: true }; // want: errorresult
    }
    // BAD: callOnce passes on the plain object RemoteClient.callRaw throws.
    throw new Error(`remote failed: ${JSON.stringify(error)}`); // want: protocolerror related=src/nonerror/client.ts:31,src/nonerror/client.ts:24
  }
});

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const name = String(request.params.arguments?.name ?? "");
  try {
    return { content: [{ type: "text", text: await client.call(name) }] };
  } catch (error) {
    if (error instanceof Error) {
      return { content: [{ type: "text", text: error.message }], isError: true }; // want: errorresult
    }
    // GOOD for the rule: RemoteClient.call throws only Error objects.
    throw new Error(`remote failed: ${String(error)}`);
  }
});
