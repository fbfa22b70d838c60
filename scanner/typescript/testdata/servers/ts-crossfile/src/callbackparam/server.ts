// Tools whose callbacks take a client whose type only the wrapper's signature gives.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { KilnClient } from "./kiln.js";
import { guardKiln, withRemoteKiln } from "./wrap.js";

const server = new McpServer({ name: "kilns", version: "1.0.0" });

let cached: KilnClient | null = null;

function getKiln(): KilnClient {
  cached ??= new KilnClient();
  return cached;
}

async function withKiln<T>(op: string, handler: (kiln: KilnClient) => Promise<T>): Promise<T> {
  try {
    const kiln = getKiln();
    return await handler(kiln);
  } catch (e) {
    throw new Error(`[${op}] ${String(e)}`); // want: raisederror
  }
}

async function withKilnAndCoat<T>(handler: ((kiln: KilnClient, coat: string) => Promise<T>) | undefined, coat: string) {
  try {
    return await handler?.(getKiln(), coat);
  } catch (e) {
    throw new Error(`glaze: ${String(e)}`); // want: raisederror
  }
}

server.registerTool("fire", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const temp = await withKiln("fire", kiln => kiln.fire(id));
  return { content: [{ type: "text" as const, text: `${temp}` }] };
});

server.registerTool("cool", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const shards = await withRemoteKiln("cool", (kiln) => kiln.cool(id));
  return { content: [{ type: "text" as const, text: shards.join(", ") }] };
});

server.registerTool("glaze", { inputSchema: { id: z.string(), coat: z.string() } }, async ({ id, coat }) => {
  const text = await withKilnAndCoat(function (pot, c) { return pot.glaze(id, c); }, coat);
  return { content: [{ type: "text" as const, text: text ?? "" }] };
});

server.registerTool("seal", { inputSchema: { id: z.string() } }, async ({ id }) => guardKiln((kiln) => kiln.seal(id)));

server.registerTool("vent", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const text = await withKiln("vent", oven => oven.vent(id));
  return { content: [{ type: "text" as const, text }] };
});
