// registerTool callbacks whose try answers failures with their own isError result: a promise
// returned from the try without await escapes it, and the SDK answers its rejection instead.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const pantry: { get(id: string): Promise<{ name: string } | undefined> };

const server = new McpServer({ name: "pantry", version: "1.0.0" });

server.registerTool("get_jar", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    // BAD: fetchJar's rejection leaves the try: the SDK, not this catch, answers it.
    return id.startsWith("old-") ? fetchOldJar(id) : fetchJar(id);
  } catch (e) {
    return { content: [{ type: "text", text: `jar lookup failed: ${e}` }], isError: true }; // want: errorresult
  }
});

server.registerTool("peek_jar", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    // FINE: awaited.
    return await peekJar(id);
  } catch (e) {
    return { content: [{ type: "text", text: `peek failed: ${e}` }], isError: true }; // want: errorresult
  }
});

async function fetchJar(id: string) {
  const jar = await pantry.get(id);
  if (!jar) {
    throw new Error(`no jar ${id}`); // want: raisederror related=10,13
  }
  return { content: [{ type: "text" as const, text: jar.name }] };
}

async function fetchOldJar(id: string) {
  const jar = await pantry.get(id.slice(4));
  if (!jar) {
    throw new Error(`no old jar ${id}`); // want: raisederror related=10,13
  }
  return { content: [{ type: "text" as const, text: jar.name }] };
}

async function peekJar(id: string) {
  const jar = await pantry.get(id);
  if (!jar) {
    throw new Error(`no jar to peek ${id}`);
  }
  return { content: [{ type: "text" as const, text: jar.name }] };
}
