// A registry kept in a Map, whose dispatcher answers every failure of a tool itself with an
// isError result: only an unknown tool leaves it.
type Tool = { name: string; inputSchema: object; execute: (args: any) => Promise<string> };

const table = new Map<string, Tool>();

export function addTool(tool: Tool): void {
  table.set(tool.name, tool);
}

export async function callTool(name: string, args: unknown) {
  const tool = table.get(name);
  if (!tool) {
    // FINE: an unknown tool, a protocol error by the specification.
    throw new Error(`Unknown tool: ${name}`);
  }
  try {
    return { content: [{ type: "text", text: await tool.execute(args) }] };
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: `${name} failed: ${error}` }] }; // want: errorresult
  }
}
