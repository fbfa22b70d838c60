// Two registries of the same shape whose dispatchers do not pass a failure on as a success: one
// sets isError when the handler's value says it failed, the other throws it. And a Map of
// handlers that no function of the project looks anything up in.
type Handler = (args: any) => Promise<{ success: boolean; error?: string }>;

export class FlaggingRegistry {
  private handlers = new Map<string, Handler>();

  register(name: string, handler: Handler): void {
    this.handlers.set(name, handler);
  }

  async call(name: string, args: unknown) {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`Unknown tool: ${name}`);
    const result = await handler(args);
    if (result.success === false) {
      return { isError: true, content: [{ type: "text" as const, text: JSON.stringify(result) }] }; // want: errorresult
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
  }
}

export class ThrowingRegistry {
  private handlers = new Map<string, Handler>();

  register(name: string, handler: Handler): void {
    this.handlers.set(name, handler);
  }

  async call(name: string, args: unknown) {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`Unknown tool: ${name}`);
    const result = await handler(args);
    if (!result.success) {
      // BAD as protocolerror (the low-level handler does not catch it), but no softerror.
      throw new Error(result.error ?? "tool failed"); // want: protocolerror
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(result) }] };
  }
}

export class ShelvedRegistry {
  private handlers = new Map<string, Handler>();

  register(name: string, handler: Handler): void {
    this.handlers.set(name, handler);
  }

  names(): string[] {
    return [...this.handlers.keys()];
  }
}

export const flagging = new FlaggingRegistry();
export const throwing = new ThrowingRegistry();
export const shelved = new ShelvedRegistry();
