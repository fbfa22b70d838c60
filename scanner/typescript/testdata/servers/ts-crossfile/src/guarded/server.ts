// A low-level server whose tools call checks of their arguments in other modules, after
// testing the same arguments themselves (checks.ts, tools.ts), or whose dispatcher gives a
// handler a value it has already made (ops.ts).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { fetchPages, fetchOne, fetchChecked, search } from "./tools.js";
import { runOperation, type Db } from "./ops.js";

declare const db: Db;

const server = new Server({ name: "guarded", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments;
  switch (request.params.name) {
    case "fetch_pages":
      return fetchPages(args);
    case "fetch_one":
      return fetchOne(args);
    case "fetch_checked":
      return fetchChecked(args);
    case "search":
      return search(args);
    default:
      return runOperation(request, db);
  }
});
