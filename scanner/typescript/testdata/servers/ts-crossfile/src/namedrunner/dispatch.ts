// The archive's tools by name; an unknown name is answered with a failure text that
// describeFailure turns into a successful result.
const tools = new Map<string, (args: Record<string, unknown>, session: unknown) => Promise<{ content: { type: string; text: string }[] }>>();

function describeFailure(message: string) {
  return { content: [{ type: "text", text: `Error: ${message}` }] }; // want: softerror related=src/namedrunner/server.ts:22,src/namedrunner/dispatch.ts:12
}

export async function runTool(name: string, args: Record<string, unknown>, session: unknown) {
  const tool = tools.get(name);
  if (!tool) {
    return describeFailure(`Unknown tool ${name}`);
  }
  return tool(args, session);
}

export async function runLater(name: string) {
  return describeFailure(`Tool ${name} is not ready`);
}
