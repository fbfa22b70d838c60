// Not a tool module: its definition describes a data set (no input schema), so its handler
// answers no tool and its failure text is no tool's result.
export const definition = {
  name: "sample_data",
  description: "Rows for the demo",
  rows: 20,
};

export async function handler(context) {
  try {
    return { content: [{ type: "text", text: JSON.stringify(await context.store.sample()) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `Failed to load sample: ${error.message}` }] };
  }
}
