// A tool object of the shelf's directory: no shelf is ever built, so it is dead code.
export default {
  name: "pin-note",
  description: "Pin a note",
  inputSchema: {
    type: "object",
    properties: { id: { type: "string" } },
    required: ["id"],
  },

  async execute(params, context) {
    const note = await context.client.get(params.id);
    if (note.locked) {
      return { success: false, id: params.id, reason: "the note is locked" };
    }
    await context.client.pin(params.id);
    return { success: true, id: params.id };
  },
};
