// The result every handler's catch answers with.
export function failed(error: unknown, tool: string) {
  const why = error instanceof Error ? error.message : String(error);
  return { content: [{ type: "text" as const, text: `${tool} failed: ${why}` }], isError: true }; // want: errorresult
}
