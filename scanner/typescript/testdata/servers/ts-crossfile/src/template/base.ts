// A template method: execute checks the arguments, then runs the subclass's handle.
export abstract class Tool {
  async execute(args: Record<string, unknown> | undefined) {
    const checked = args ?? {};
    return this.handle(checked);
  }

  protected abstract handle(args: Record<string, unknown>): Promise<{ content: { type: "text"; text: string }[] }>;
}

// A template method with a default step that a subclass may override.
export class Step {
  async run(args: Record<string, unknown>) {
    const input = await this.prepare(args);
    return { content: [{ type: "text" as const, text: `ran ${input}` }] };
  }

  protected async prepare(args: Record<string, unknown>) {
    if (typeof args.input !== "string") {
      // BAD: the step tool runs a plain Step, whose prepare is this one.
      throw new Error("input is required"); // want: protocolerror related=src/template/base.ts:14,src/template/server.ts:21,src/template/server.ts:9
    }
    return args.input;
  }
}
