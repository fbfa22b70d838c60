// Not a tool: a record of handlers that a function returns but that no server dispatches.
export function createDraftTools(): Record<string, { handler: (args: unknown) => Promise<any> }> {
  return {
    "draft-ticket": {
      handler: async (args: unknown) => {
        if (!args) {
          return { content: [{ type: "text", text: "❌ Error: nothing to draft" }] }; // fine: never dispatched
        }
        return { content: [{ type: "text", text: "drafted" }] };
      },
    },
  };
}
