import { z } from "zod";

// Tool objects this module exports; registertools.ts hands them to addTool by name.
const photoParams = z.object({ photo: z.string() });

export const attachPhoto = {
  name: "attach-photo",
  description: "Attach a photo from disk",
  parameters: photoParams,
  execute: async (args: { photo: string }) => {
    if (!args.photo.endsWith(".jpg")) {
      throw new Error(`Not a photo: ${args.photo}`); // want: raisederror shape=prose-only function=attach-photo
    }
    return "attached";
  },
};

export const detachPhoto = {
  name: "detach-photo",
  parameters: photoParams,
  async execute(args: { photo: string }) {
    if (args.photo === "") {
      throw new Error("no photo named"); // want: raisederror function=detach-photo
    }
    return "detached";
  },
};

// Exported, in the shape of a tool, but no addTool call hands it over: its throw is no tool's.
export const archivePhoto = {
  name: "archive-photo",
  parameters: photoParams,
  execute: async (args: { photo: string }) => {
    if (args.photo === "") {
      throw new Error("nothing to archive");
    }
    return "archived";
  },
};
