// Tool configs declared through an identity helper and exported as a list.
import { z } from "zod";
import { shelfTool, type ShelfContext } from "./define.js";

const JarInput = z.object({ action: z.enum(["open", "label"]), jarId: z.string().optional(), text: z.string().optional() });

const jarTool = shelfTool({
  name: "jar_manage",
  inputSchema: JarInput,
  handler: async (args: z.infer<typeof JarInput>, { pantry }: ShelfContext) => {
    switch (args.action) {
      case "open":
        if (!args.jarId) throw new Error("jarId is required to open a jar"); // want: raisederror
        return pantry.openJar(args.jarId);
      case "label": {
        if (!args.text) {
          throw new Error("text is required to label a jar"); // want: raisederror
        }
        return { labelled: await pantry.jarLabel(args.text) };
      }
    }
  },
});

export const jarTools = [jarTool];

// A list no module registers.
const sealTool = shelfTool({
  name: "jar_seal",
  inputSchema: JarInput,
  handler: async (args: z.infer<typeof JarInput>) => {
    // FINE: no loop registers sparePantryTools.
    if (!args.jarId) throw new Error("jarId is required to seal");
    return { sealed: args.jarId };
  },
});

export const sparePantryTools = [sealTool];
