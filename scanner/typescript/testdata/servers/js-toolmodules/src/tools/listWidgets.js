// A tool module that writes its failure result itself, without isError.
export const definition = {
  name: "list_widgets",
  description: "List the widgets",
  inputSchema: { type: "object", properties: {} },
};

export async function handler(_args, context) {
  try {
    const rows = await context.store.list();
    return { content: [{ type: "text", text: JSON.stringify(rows) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Failed to list widgets: ${error.message}` }] }; // want: softerror related=2
  }
}
