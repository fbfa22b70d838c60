// A handler that inherits handle from BaseHandler (another module).
import { BaseHandler } from "./base.js";

export class SummaryHandler extends BaseHandler {
  protected async run(args: Record<string, unknown>) {
    return { content: [{ type: "text" as const, text: `summary of ${String(args.id)}` }] };
  }
}
