export function okEnvelope(e: { tool: string; data: Record<string, unknown> }) {
  return { ok: true, ...e };
}
export function makeToolResult(envelope: any, text?: string) {
  return { content: [{ type: "text" as const, text: text ?? "" }], structuredContent: envelope };
}
export function errorResult(tool: string, err: unknown) {
  return { content: [{ type: "text" as const, text: `${tool} failed: ${String(err)}` }], isError: true }; // want: errorresult
}
