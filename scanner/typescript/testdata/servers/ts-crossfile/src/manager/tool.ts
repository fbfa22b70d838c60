import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { initManager, probeShelves, weighShelves } from "./core.js";

// The manager is what a function of another module builds; its methods run the tool classes
// held in a field annotated with an object type.
export function registerNotes(server: McpServer) {
  const manager = initManager("http://localhost");
  server.tool("delete_note", "Delete a note", { id: z.string() }, async ({ id }) => {
    const text = await manager.deleteNote(id);
    return { content: [{ type: "text", text }] }; // want: softerror related=src/manager/core.ts:14,src/manager/tools/delete-note.ts:9
  });
  server.tool("find_port", "Find the port", {}, async () => {
    const port = await manager.findPort();
    return { content: [{ type: "text", text: String(port) }] };
  });
  server.tool("all_ports", "List the open ports", {}, async () => {
    const ports = await manager.allPorts();
    return { content: [{ type: "text", text: ports.join(",") }] };
  });
  server.tool("probe_shelves", "Probe shelves", { shelves: z.array(z.number()) }, async ({ shelves }) => {
    const found = await probeShelves(shelves);
    return { content: [{ type: "text", text: found.join(",") }] };
  });
  server.tool("weigh_shelves", "Weigh shelves", { shelves: z.array(z.number()) }, async ({ shelves }) => {
    const weights = await weighShelves(shelves);
    return { content: [{ type: "text", text: weights.join(",") }] };
  });
}
