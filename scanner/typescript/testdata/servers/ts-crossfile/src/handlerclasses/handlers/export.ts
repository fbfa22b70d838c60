// A handler class that only the safe registry names: its callback's catch answers what runTool
// throws.
import { BaseHandler } from "./base.js";

export class ExportNotesHandler extends BaseHandler {
  async runTool(args: { folder: string }, _session: string) {
    if (!args.folder.startsWith("/")) {
      // FINE: the registration callback's catch answers with isError.
      throw new Error("the folder must be an absolute path");
    }
    return { content: [{ type: "text" as const, text: `exported ${args.folder}` }] };
  }
}
