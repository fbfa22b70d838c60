import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { requestResult, checkedResult, flaggedResult, listingResult } from "./api.js";

const server = new McpServer({ name: "apihelper", version: "1.0.0" });
const token = process.env.API_TOKEN ?? "";

server.tool("get_deal", "gets a deal", { id: z.string() }, async ({ id }) => {
  return await requestResult(token, `/deals/${id}`);
});

server.tool("get_owner", "gets an owner", { id: z.string() }, async ({ id }) => {
  return requestResult(token, `/owners/${id}`);
});

server.tool("get_checked", "gets", { id: z.string() }, async ({ id }) => checkedResult(token, `/x/${id}`));
server.tool("get_flagged", "gets", { id: z.string() }, async ({ id }) => flaggedResult(token, `/x/${id}`));
server.tool("get_listing", "lists", {}, async () => listingResult("/all"));
