// No module names this file, but main.js requires a computed path of this project: its entry
// may be a tool, and its error object is a finding.
import { z } from "zod";

const trimPlugin = {
  name: "TRIM_TEXT",
  description: "Trim a text",
  schema: z.object({ text: z.string() }),
  handler: async ({ text }: { text: string }) => {
    try {
      return { status: "success", text: text.trim() };
    } catch (e) {
      return { status: "error", message: `trim failed: ${String(e)}` }; // a finding
    }
  },
};

export default trimPlugin;
