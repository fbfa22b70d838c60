// The base of the note tools: a successful result whatever the message says.
export class ToolBase {
  protected toResult(message: string, data?: unknown) {
    const text = data === undefined ? message : `${message}\n${JSON.stringify(data)}`;
    return { content: [{ type: "text" as const, text }] };
  }
}
