// The base class of the barrel's handlers: it checks the arguments, then runs the subclass's work.
export abstract class BaseHandler {
  async handle(args: Record<string, unknown> | undefined) {
    if (!args) {
      // BAD: SummaryHandler inherits this handle, and the summary tool calls it.
      throw new Error("arguments are required"); // want: protocolerror related=src/classkeys/server.ts:23,src/classkeys/server.ts:43
    }
    return this.run(args);
  }

  // Checks an id: ReportHandler's handle calls it on itself, an inherited method of another module.
  protected check(id: unknown) {
    if (typeof id !== "string") {
      // BAD: reached from the report tool through ReportHandler's handle.
      throw new Error("id must be a string"); // want: protocolerror related=src/classkeys/handlers/report.ts:10,src/classkeys/server.ts:23,src/classkeys/server.ts:43
    }
    return id;
  }

  protected abstract run(args: Record<string, unknown>): Promise<{ content: { type: "text"; text: string }[] }>;
}
