import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { withApi, withLoad, withSave, withSaveLogged } from "./api.js";

const server = new McpServer({ name: "filtered", version: "1.0.0" });
server.registerTool("filtered_get", {}, async () => {
  const v = await withApi(async (token) => token.toUpperCase());
  return { content: [{ type: "text", text: v }] };
});
server.registerTool("filtered_load", {}, async () => {
  const v = await withLoad();
  return { content: [{ type: "text", text: v }] };
});
server.registerTool("filtered_save", {}, async () => {
  const v = await withSave();
  return { content: [{ type: "text", text: v }] };
});
server.registerTool("filtered_logged", {}, async () => {
  const v = await withSaveLogged();
  return { content: [{ type: "text", text: v }] };
});
