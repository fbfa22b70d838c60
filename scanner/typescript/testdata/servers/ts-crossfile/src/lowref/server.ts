// Low-level tools/call handlers passed by name and imported from other modules: what the
// handler throws, and what the module-level client it calls throws, becomes a JSON-RPC error,
// as for a handler written here; a handler that catches everything and answers isError
// lets nothing through.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { answerShelfCall } from "./shelftools.js";
import { answerSafely } from "./safetools.js";

const server = new Server({ name: "lowref", version: "1.0.0" }, { capabilities: { tools: {} } });
// BAD: answerShelfCall throws and lets ShelfClient's throws through.
server.setRequestHandler(CallToolRequestSchema, answerShelfCall);

const safeServer = new Server({ name: "lowref-safe", version: "1.0.0" }, { capabilities: { tools: {} } });
// GOOD: answerSafely answers every failure with an isError result.
safeServer.setRequestHandler(CallToolRequestSchema, answerSafely);
