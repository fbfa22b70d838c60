// A handler that returns what the file's own wrapper returns, and the wrapper returns what the
// handler's callback returns: the callback's returns are the tool's answers.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const browser: { connect(): Promise<boolean>; shoot(): Promise<Response>; log(m: string): void };

const server = new McpServer({ name: "browser", version: "1.0.0" });

async function withConnection<T>(call: () => Promise<T>): Promise<T | object> {
  if (!(await browser.connect())) {
    return { content: [{ type: "text", text: "Not connected" }], isError: true }; // want: errorresult
  }
  return await call();
}

// Calls its callback but answers on its own: what the callback returns is not the tool's.
async function logged(call: () => Promise<unknown>): Promise<object> {
  await call();
  return { content: [{ type: "text", text: "done" }] };
}

server.tool("screenshot", "Take a screenshot", async () => {
  return await withConnection(async () => {
    try {
      const res = await browser.shoot();
      if (res.ok) {
        return { content: [{ type: "text", text: "Saved" }] };
      }
      // BAD: the failure leaves the callback, then the wrapper, then the tool as a success.
      return { content: [{ type: "text", text: `Error taking screenshot: ${res.status}` }] }; // want: softerror related=24
    } catch (e) {
      return { content: [{ type: "text", text: `Failed to take screenshot: ${String(e)}` }] }; // want: softerror related=24
    }
  });
});

server.tool("shoot_arrow", "Take a screenshot", async () =>
  withConnection(async () => {
    const res = await browser.shoot();
    return { content: [{ type: "text", text: `Error taking screenshot: ${res.status}` }] }; // want: softerror related=39
  }));

server.tool("shoot_logged", "Take a screenshot", async () => {
  return await logged(async () => {
    // OK: logged answers on its own; this text never reaches the client.
    return { content: [{ type: "text", text: `Error taking screenshot` }] };
  });
});

server.tool("shoot_later", { id: z.string() }, async ({ id }) => {
  // OK: the wrapper's result is not what the tool returns.
  await withConnection(async () => {
    return { content: [{ type: "text", text: `Error taking screenshot ${id}` }] };
  });
  return { content: [{ type: "text", text: "queued" }] };
});
