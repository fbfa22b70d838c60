// A low-level server whose tools call handler objects: of one module with several classes that
// have a handle (pair.ts), and through a barrel (handlers/index.ts).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { FetchHandler, PingHandler } from "./pair.js";
import { CleanupHandler, ReportHandler, SummaryHandler } from "./handlers/index.js";
import { ArchiveHandler } from "./renamed.js";

const server = new Server({ name: "classkeys", version: "1.0.0" }, { capabilities: { tools: {} } });
const fetcher = new FetchHandler();
const pinger = new PingHandler();
const handlers = new Map<string, ReportHandler | SummaryHandler | CleanupHandler | ArchiveHandler>();
handlers.set("report", new ReportHandler());
handlers.set("summary", new SummaryHandler());
handlers.set("cleanup", new CleanupHandler());
handlers.set("archive", new ArchiveHandler());

// A parameter typed with the class: h.status() is PingHandler's status.
function statusOf(h: PingHandler) {
  return h.status();
}

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  if (request.params.name === "fetch") {
    return await fetcher.handle(args);
  }
  if (request.params.name === "ping") {
    return await pinger.handle();
  }
  if (request.params.name === "status") {
    // FINE: PingHandler's status answers no failure (StaleHandler's, of the same module, does).
    return { content: [{ type: "text", text: pinger.status() }] };
  }
  if (request.params.name === "status_of") {
    // FINE: the same, through a function whose parameter is typed with PingHandler.
    return { content: [{ type: "text", text: statusOf(pinger) }] };
  }
  const handler = handlers.get(request.params.name);
  if (!handler) {
    return { content: [{ type: "text", text: `Unknown tool: ${request.params.name}` }], isError: true }; // want: errorresult
  }
  return await handler.handle(args);
});
