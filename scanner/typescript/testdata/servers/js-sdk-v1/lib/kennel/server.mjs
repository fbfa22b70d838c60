// Tools that call the methods of services destructured from what a factory of another module
// returns.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { createServices, createSpareServices } from "./services.mjs";

const server = new McpServer({ name: "kennel", version: "1.0.0" });
const { kennel, groomer } = createServices({ dir: process.env.KENNEL_DIR });
const { shed } = createSpareServices({ spare: process.env.SPARE });
let { walker } = createServices({ dir: process.env.KENNEL_DIR });

function text(value) {
  return { content: [{ type: "text", text: JSON.stringify(value) }] };
}

server.tool("count", "Count the dogs", {}, async () => {
  kennel.ensureOpen();
  return text(kennel.count());
});

server.tool("book", "Book a groomer", { day: z.string() }, async ({ day }) => text(await groomer.book(day)));

server.tool("cancel", "Cancel a booking", { day: z.string() }, async ({ day }) => {
  try {
    return text(await groomer.cancel(day));
  } catch (error) {
    return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult lang=javascript
  }
});

server.tool("unlock", "Unlock the shed", {}, async () => text(shed.unlock()));

server.tool("walk", "Walk the dogs", {}, async () => text(walker.walk()));

export { server };
