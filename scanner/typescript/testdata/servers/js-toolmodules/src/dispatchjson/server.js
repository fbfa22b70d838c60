// Low-level tools/call handlers that look the tool's handler up by name and answer with the
// JSON of what it returns.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { handlers } from "./handlers.js";
import { ledgerHandlers } from "./ledger.js";
import { taskHandlers } from "./tasks.js";

const server = new Server({ name: "dispatchjson", version: "0.1.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const result = await handlers[request.params.name](request.params.arguments ?? {});
  return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] };
});

// The file's own table, spreading the task tools' table.
const local = { ...taskHandlers };

export const localServer = new Server({ name: "local", version: "0.1.0" }, { capabilities: { tools: {} } });

localServer.setRequestHandler(CallToolRequestSchema, async (request) => {
  const result = await local[request.params.name](request.params.arguments ?? {});
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});

// The file's own table of the ledger's handlers, whose value the dispatcher tests.
const checked = { ...ledgerHandlers };

export const checkedServer = new Server({ name: "checked", version: "0.1.0" }, { capabilities: { tools: {} } });

checkedServer.setRequestHandler(CallToolRequestSchema, async (request) => {
  const result = await checked[request.params.name](request.params.arguments ?? {});
  if (!result.success) {
    // FINE: a failure is an error result.
    return { content: [{ type: "text", text: result.error }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});
