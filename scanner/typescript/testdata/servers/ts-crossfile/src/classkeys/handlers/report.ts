// A handler that overrides handle: a call of ReportHandler's handle is no call of BaseHandler's.
import { BaseHandler } from "./base.js";

export class ReportHandler extends BaseHandler {
  async handle(args: Record<string, unknown> | undefined) {
    if (typeof args?.id !== "string") {
      // BAD: the report tool calls this through the barrel (handlers/index.ts).
      throw new Error("report id must be a string"); // want: protocolerror related=src/classkeys/server.ts:23,src/classkeys/server.ts:43
    }
    this.check(args.id);
    return this.run(args);
  }

  protected async run(args: Record<string, unknown>) {
    return { content: [{ type: "text" as const, text: `report ${String(args.id)}` }] };
  }
}
