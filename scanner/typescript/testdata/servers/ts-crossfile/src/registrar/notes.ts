// A registration module that does not import the SDK: its server parameter has no type, and
// the entry point passes its McpServer. The tools count by the call's shape (a name, a zod
// module, a callback last).
import { z } from "zod";

export function registerNoteTools(server, api) {
  server.tool("list_notes", { limit: z.number().optional() }, async () => {
    // FINE: every call of registerNoteTools passes a constructed client (server.ts).
    if (!api) throw new Error("Please configure the API first");
    return { content: [{ type: "text", text: JSON.stringify(await api.list()) }] };
  });
}
