import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";
import { lookupItem } from "@/handlers/lookup.js";
import { priceItem } from "@/handlers/price.js";
import { stockItem } from "@/handlers/stock.js";

const server = new McpServer({ name: "catalog", version: "1.0.0" });

server.tool("lookup_item", { sku: z.string() }, async (args) => lookupItem(args));
server.tool("price_item", { sku: z.string() }, async (args) => priceItem(args));
server.tool("stock_item", { sku: z.string() }, async (args) => stockItem(args));

await server.connect(new StdioServerTransport());
