// Low-level servers that hand every tool call to one of the project's registries and return
// what it answers as it is.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ToolRegistry } from "./registry.js";
import { catalog } from "./catalog.js";
import { flagging, shelved, throwing } from "./guarded.js";
import { registerTaskTools } from "./tasks/index.js";
import { dropLabel, flagLabel, pinLabel, shelveLabel } from "./tasks/labels.js";

const server = new Server({ name: "tasks", version: "1.0.0" }, { capabilities: { tools: {} } });
const tools = new ToolRegistry({});
registerTaskTools(tools);
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: tools.listTools() }));
server.setRequestHandler(CallToolRequestSchema, async (request) => tools.handleCallTool(request));
catalog.add({ name: "pin_label" }, pinLabel);

const labels = new Server({ name: "labels", version: "1.0.0" }, { capabilities: { tools: {} } });
flagging.register("flag_label", flagLabel);
throwing.register("drop_label", dropLabel);
shelved.register("shelve_label", shelveLabel);
labels.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  if (name === "pin_label") return catalog.run(name, args);
  if (name === "flag_label") return flagging.call(name, args);
  return throwing.call(name, args);
});
