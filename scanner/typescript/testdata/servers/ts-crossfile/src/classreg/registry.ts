// The registry: each tool module's handler handed to the exported instances' own registerTool,
// a method of the project's class, not McpServer's; and one to an exported McpServer.
import { z } from "zod";
import { shopServer } from "./server.js";
import { looseServer } from "./loose.js";
import { mcp } from "./mcp.js";
import { getOrder, cancelOrder } from "./tools/orders.js";
import { refundOrder } from "./tools/refunds.js";
import { shipOrder } from "./tools/shipping.js";

shopServer.registerTool("get_order", "Read an order", z.object({ id: z.string() }), getOrder);
shopServer.registerTool("cancel_order", "Cancel an order", z.object({ id: z.string() }), cancelOrder);
looseServer.registerTool("refund_order", "Refund an order", z.object({ id: z.string() }), refundOrder);
mcp.registerTool("ship_order", { inputSchema: { id: z.string() } }, shipOrder);
