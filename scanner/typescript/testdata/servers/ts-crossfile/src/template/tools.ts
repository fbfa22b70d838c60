// Tools built on the template methods of base.ts: their handle and prepare run when the tools
// call the base's execute and run.
import { Step, Tool } from "./base.js";

export class ExportTool extends Tool {
  protected async handle(args: Record<string, unknown>) {
    if (typeof args.format !== "string") {
      // BAD: the export tool calls the inherited execute, which calls this handle.
      throw new Error("format is required"); // want: protocolerror related=src/template/server.ts:9,src/template/server.ts:13,src/template/base.ts:5
    }
    return { content: [{ type: "text" as const, text: `exported as ${args.format}` }] };
  }
}

export class AuditTool extends Tool {
  // Runs the base's execute through super: the base's this.handle() is AuditTool's handle (or
  // another subclass's), never a sibling's execute.
  async execute(args: Record<string, unknown> | undefined) {
    return super.execute(args);
  }

  protected async handle(args: Record<string, unknown>) {
    return { content: [{ type: "text" as const, text: `audited ${String(args.since)}` }] };
  }
}

export class PurgeTool extends Tool {
  // FINE: no tool runs a PurgeTool, and AuditTool's super.execute() is Tool's execute, not this.
  async execute(args: Record<string, unknown> | undefined) {
    if (!args?.confirm) {
      throw new Error("confirm is required");
    }
    return super.execute(args);
  }

  protected async handle() {
    return { content: [{ type: "text" as const, text: "purged" }] };
  }
}

// FINE: not a Tool; its handle overrides nothing that execute calls.
export class Unrelated {
  async handle(args: Record<string, unknown>) {
    if (!args.id) {
      throw new Error("id is required");
    }
    return { content: [{ type: "text" as const, text: `handled ${String(args.id)}` }] };
  }
}
