// A tool module: its definition and its handler, exported side by side. Its catch answers
// through the shared helper, which is where isError goes (the helper's finding names this
// return); its throw is caught by the registry, so it is neither an isError result nor a
// protocol error.
import { failureReply, textReply } from "../registry/replies.js";

export const definition = {
  name: "remove_widget",
  description: "Remove a widget",
  inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
};

export async function handler(args, context) {
  try {
    if (!args.id) {
      throw new Error("id is required");
    }
    await context.store.remove(args.id);
    return textReply(`Removed ${args.id}`);
  } catch (error) {
    console.error("remove failed", error);
    return failureReply(error);
  }
}
