// Tools whose content items come from the constructors of items.ts, or of this file, given a
// failure text: the same failures as an inline `{ type: "text", text: "Failed ..." }`.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Items, labelled, resourceContent, textContent, textLine } from "./items.js";

declare function emptyTrash(): Promise<boolean>;

const server = new McpServer({ name: "items", version: "1.0.0" });

const localText = (body: string) => ({ type: "text" as const, text: body });

server.registerTool("empty_trash", { inputSchema: { confirm: z.boolean() } }, async () => {
  const ok = await emptyTrash();
  return { content: [textContent(ok ? "Trash emptied." : "Failed to empty trash.")] }; // want: softerror
});

server.registerTool("purge", { inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    await emptyTrash();
    return { content: [textLine("purged", id)] };
  } catch (e) {
    return { content: [textLine("purge", `failed: ${(e as Error).message}`)] }; // want: softerror
  }
});

server.registerTool("compact", { inputSchema: {} }, async () => {
  try {
    await emptyTrash();
    return { content: [Items.text("compacted")] };
  } catch (e) {
    return { content: [Items.text(`Error compacting: ${String(e)}`)] }; // want: softerror
  }
});

server.registerTool("local", { inputSchema: {} }, async () => {
  const ok = await emptyTrash();
  return { content: [localText(ok ? "done" : "Failed to clean up.")] }; // want: softerror
});

server.registerTool("flagged", { inputSchema: {} }, async () => {
  const ok = await emptyTrash();
  if (!ok) {
    // FINE for softerror: the flag is set (errorresult notes every isError result).
    return { content: [textContent("Failed to empty trash.")], isError: true }; // want: errorresult
  }
  return { content: [textContent("Trash emptied.")] };
});

server.registerTool("resource", { inputSchema: {} }, async () => {
  const ok = await emptyTrash();
  // FINE for the rule: the failure goes into a resource's text, not a text item's.
  return { content: [resourceContent(ok ? "ok" : "Failed to empty trash.")] };
});

server.registerTool("labelled", { inputSchema: {} }, async () => {
  const ok = await emptyTrash();
  // FINE for the rule: labelled builds no content item.
  return { content: [labelled(ok ? "ok" : "Failed to empty trash.") as never] };
});

server.registerTool("success", { inputSchema: {} }, async () => {
  await emptyTrash();
  // FINE: no failure text.
  return { content: [textContent("Trash emptied."), localText("bye")] };
});

// The shape of an isError result whose item a constructor of this file builds is its argument's.
server.registerTool("shaped", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const ok = await emptyTrash();
  if (!ok) {
    return { content: [localText(JSON.stringify({ error: "not emptied", id }))], isError: true }; // want: errorresult shape=json-in-text
  }
  if (id === "") {
    return { content: [localText("no id")], isError: true }; // want: errorresult shape=prose-only
  }
  return { content: [localText(`emptied ${id}`)] };
});
