// Tools whose helpers return the store's call directly, through a typed parameter or field.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import type { NoteStore } from "./store.js";

export interface Deps {
  store: NoteStore;
}

async function readNote(deps: Deps, id: string): Promise<string> {
  return deps.store.read(id);
}

async function peekNote(deps: Deps, id: string): Promise<string> {
  return await deps.store.peek(id);
}

export function registerReturnedTools(server: McpServer, deps: Deps): void {
  server.registerTool("read_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
    return { content: [{ type: "text" as const, text: await readNote(deps, id) }] };
  });
  server.registerTool("peek_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
    return { content: [{ type: "text" as const, text: await peekNote(deps, id) }] };
  });
}
