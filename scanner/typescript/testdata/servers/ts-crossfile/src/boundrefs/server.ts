// Handlers bound to instances of classes another module declares: `x.m.bind(x)` is x.m, a method
// of that module's class, whose throws reach the SDK as they would from x.m.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";
import { Inventory } from "./inventory.js";

const inventory = new Inventory();

const lowLevel = new Server({ name: "inventory", version: "1.0.0" }, { capabilities: { tools: {} } });
lowLevel.setRequestHandler(CallToolRequestSchema, inventory.handle.bind(inventory));

const server = new McpServer({ name: "inventory", version: "1.0.0" });
server.registerTool("count", { inputSchema: { sku: z.string() } }, inventory.count.bind(inventory));
