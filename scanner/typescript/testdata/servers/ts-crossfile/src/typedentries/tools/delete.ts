// A tool module's entry whose own catch answers what it throws.
import type { ToolEntry } from "../types.js";

async function removeNote(id: string): Promise<void> {
  if (!id) {
    // FINE: delete_note's call catches it and answers with a result.
    throw new Error("id is required");
  }
}

const tool: ToolEntry = {
  name: "delete_note",
  description: "Delete a note",
  inputSchema: { type: "object", properties: { id: { type: "string" } } },
  call: async (args: unknown) => {
    try {
      await removeNote(String((args as { id?: string }).id ?? ""));
      return { deleted: true };
    } catch (error) {
      return { isError: true, content: [{ type: "text", text: `delete failed: ${error}` }] }; // want: errorresult
    }
  },
};

export default tool;
