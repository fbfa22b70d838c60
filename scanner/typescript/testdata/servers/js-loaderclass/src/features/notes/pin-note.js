// A tool object of the shelf's directory: the shelf is filled, so it is a tool.
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
      return { success: false, id: params.id, reason: "the note is locked" }; // want: softerror related=2
    }
    await context.client.pin(params.id);
    return { success: true, id: params.id };
  },
};
