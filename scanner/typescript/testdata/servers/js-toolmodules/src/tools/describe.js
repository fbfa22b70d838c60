// Not a tool module: a definition without a handler beside it (what serves it is elsewhere).
export const definition = {
  name: "describe_widget",
  description: "Describe a widget",
  inputSchema: { type: "object", properties: { id: { type: "string" } } },
};

export async function describeWidget(args, context) {
  try {
    return { content: [{ type: "text", text: await context.store.describe(args.id) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Failed to describe: ${error.message}` }] };
  }
}
