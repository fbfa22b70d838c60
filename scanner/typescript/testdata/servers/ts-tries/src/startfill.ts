// A getter that the start-up fills before the server starts: after the start-up every call
// returns at its first statement, so no tool reaches what follows.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { z } from "zod";

type Store = { get(id: string): Promise<string> };

declare function openStore(url: string): Promise<Store>;

const server = new McpServer({ name: "startfill", version: "1.0.0" });
let store: Store | null = null;

async function connectStore(url: string): Promise<Store> {
  const s = await openStore(url);
  if (!url.startsWith("db://")) {
    // GOOD for the rule: only the fill below calls it, which no tool gets to.
    throw new Error(`not a database url: ${url}`);
  }
  return s;
}

async function getStore(): Promise<{ store: Store }> {
  if (store) return { store };
  try {
    store = await connectStore(process.env.DB_URL ?? "db://local");
  } catch (error) {
    store = null;
    // GOOD for the rule: the start-up filled the store, so no tool gets here.
    throw new Error(`store unavailable: ${error}`);
  }
  if (!store) {
    throw new Error("store not initialised"); // GOOD for the rule: as above.
  }
  return { store };
}

server.registerTool("read_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const { store: s } = await getStore();
  if (!s) {
    throw new Error("no store"); // GOOD for the rule: getStore returns the filled store in a tool.
  }
  return { content: [{ type: "text", text: await s.get(id) }] };
});

async function startServer() {
  try {
    await getStore();
    await server.connect(new StdioServerTransport());
  } catch (error) {
    console.error("failed to start:", error);
    process.exit(1);
  }
}

startServer();
