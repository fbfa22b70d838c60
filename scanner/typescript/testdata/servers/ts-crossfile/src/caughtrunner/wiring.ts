// The server that hands registerDepotTools its runners, each handing its callback on as it is.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerDepotTools } from "./depottools.js";
import { guardRemote, rethrowRemote } from "./runners.js";

const server = new McpServer({ name: "depot-wired", version: "1.0.0" });

const guarded = (fn: () => Promise<string>) => guardRemote(fn);
const deps = { guarded, rethrown: (fn: () => Promise<string>) => rethrowRemote(fn) };
registerDepotTools(server, deps);
