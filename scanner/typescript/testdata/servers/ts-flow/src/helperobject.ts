// A helper's failure object embedded in a success: the helper returns { error } on its failure
// path and the tool serializes whatever it got into its text. The finding stands at the tool's
// return, where isError goes, with the helper's return as a related place.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { fetchPrice, fetchStock } from "./inventory.js";

declare const warehouse: { locate(sku: string): Promise<string> };

const server = new McpServer({ name: "inventory", version: "1.0.0" });

async function locate(sku: string) {
  try {
    return { sku, bin: await warehouse.locate(sku) };
  } catch (e) {
    return { error: `Cannot locate ${sku}: ${(e as Error).message}` };
  }
}

server.registerTool("locate", { inputSchema: { sku: z.string() } }, async ({ sku }) => {
  const result = await locate(sku);
  // BAD: the helper's { error } leaves as a success.
  return { content: [{ type: "text", text: JSON.stringify(result, null, 2) }] }; // want: softerror shape=json-in-text related=16
});

server.registerTool("locate_text", { inputSchema: { sku: z.string() } }, async ({ sku }) => {
  const text = JSON.stringify(await locate(sku));
  // BAD: the same, serialized first.
  return { content: [{ type: "text", text }] }; // want: softerror related=16
});

server.registerTool("stock", { inputSchema: { sku: z.string() } }, async ({ sku }) => {
  const result = await fetchStock(sku);
  // BAD: the other module's helper returns a constant failure object.
  return { content: [{ type: "text", text: JSON.stringify(result) }] }; // want: softerror shape=json-in-text related=src/inventory.ts:9
});

server.registerTool("price", { inputSchema: { sku: z.string() } }, async ({ sku }) => {
  const result = await fetchPrice(sku);
  // FINE: the helper has no failure value; what it throws becomes an isError result.
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});

server.registerTool("locate_present", { inputSchema: { sku: z.string() } }, async ({ sku }) => {
  const result = await locate(sku);
  if (!result) {
    return { content: [{ type: "text", text: `No answer for ${sku}` }], isError: true }; // want: errorresult
  }
  // BAD: testing that the helper answered does not tell its { error } from a success.
  return { content: [{ type: "text", text: JSON.stringify(result) }] }; // want: softerror related=16
});

server.registerTool("locate_checked", { inputSchema: { sku: z.string() } }, async ({ sku }) => {
  const result = await locate(sku);
  if ("error" in result) {
    return { content: [{ type: "text", text: result.error }], isError: true }; // want: errorresult
  }
  // FINE: the failure left on its own, flagged path.
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});
