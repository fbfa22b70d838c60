// The server of the groupcatch fixture: it builds every group of tools.ts and local.ts.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { BarnTools, LockerTools, ShedTools } from "./tools.js";
import { Greenhouse, Orchard } from "./local.js";
import { registerPond } from "./plainuse.js";
import { Vault } from "./vault.js";

const server = new McpServer({ name: "groupcatch", version: "1.0.0" });
const vault = new Vault();
new LockerTools(server, vault).register();
new ShedTools(server, vault).register();
new BarnTools(server, vault).register();
new Greenhouse(server).register();
new Orchard(server).register();
registerPond(server);
