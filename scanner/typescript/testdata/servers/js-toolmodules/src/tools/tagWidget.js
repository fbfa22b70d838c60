// A tool module whose handler is an exported arrow: the helper's finding names its return too.
import { failureReply, textReply } from "../registry/replies.js";

export const definition = {
  name: "tag_widget",
  description: "Tag a widget",
  inputSchema: {
    type: "object",
    properties: { id: { type: "string" }, tag: { type: "string" } },
    required: ["id", "tag"],
  },
};

export const handler = async (args, context) => {
  try {
    await context.store.tag(args.id, args.tag);
    return textReply(`Tagged ${args.id}`);
  } catch (error) {
    if (error.code === "ENOENT") {
      throw new Error(`Widget ${args.id} is gone`);
    }
    return failureReply(error);
  }
};
