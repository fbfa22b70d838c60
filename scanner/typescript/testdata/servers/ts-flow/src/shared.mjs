// The shared-result and run-time flag shapes in JavaScript.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { queue } from "./queue.mjs";

const server = new McpServer({ name: "queue", version: "1.0.0" });

server.registerTool("enqueue", { inputSchema: { job: z.string() } }, async ({ job }) => {
  let reply;
  try {
    reply = `queued ${await queue.push(job)}`;
  } catch (err) {
    reply = `Unable to queue ${job}: ${err.message}`;
  }
  return { content: [{ type: "text", text: reply }] }; // want: softerror lang=javascript related=13
});

server.registerTool("drain", {}, async () => {
  const left = await queue.drain();
  return { content: [{ type: "text", text: JSON.stringify({ success: left === 0, left }) }] }; // want: softerror lang=javascript
});
