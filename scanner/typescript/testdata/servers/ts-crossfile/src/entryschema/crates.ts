// Tool configs whose input schemas come from schemas.ts or are built here; server.ts registers
// each with `inputSchema: config.inputSchema.shape` and hands its handler the parsed arguments.
import { z } from "zod";
import { CrateInput, LidInput } from "./schemas.js";

interface CrateTool {
  name: string;
  inputSchema: z.ZodTypeAny;
  handler: (args: any) => Promise<unknown>;
}

const crateTool = (config: CrateTool) => config;

const LidManageInput = LidInput.extend({ action: z.enum(["open", "close"]) });

const packTool = crateTool({
  name: "crate_manage",
  inputSchema: CrateInput,
  handler: async (args: z.infer<typeof CrateInput>) => {
    switch (args.op) {
      case "pack": {
        // FINE: labels is a required array; the SDK rejects a call without it.
        if (!args.labels) throw new Error("labels are required");
        if (!args.note) throw new Error("a note is required to pack"); // want: raisederror
        return { packed: args.labels.length };
      }
      case "ship":
        return { shipped: true };
      default:
        // FINE: op is one of the cases; the SDK rejects any other value first.
        throw new Error(`unknown op ${String(args.op)}`);
    }
  },
});

const lidTool = crateTool({
  name: "lid_manage",
  inputSchema: LidManageInput,
  handler: async (args: z.infer<typeof LidManageInput>) => {
    switch (args.action) {
      case "open":
        return { open: args.lidId };
      case "close":
        return { closed: args.lidId };
      default:
        // FINE: the extension's action is one of the cases.
        throw new Error(`unknown action ${String(args.action)}`);
    }
  },
});

export const crateTools = [packTool, lidTool];

// Registered by a loop that hands the handler something else than what the SDK parsed.
const stampTool = crateTool({
  name: "crate_stamp",
  inputSchema: CrateInput,
  handler: async (args: z.infer<typeof CrateInput>) => {
    if (!args.labels) throw new Error("labels are required to stamp"); // want: raisederror
    switch (args.op) {
      case "pack":
        return { stamped: "pack" };
      case "ship":
        return { stamped: "ship" };
      default:
        throw new Error(`unknown op ${String(args.op)}`); // want: raisederror
    }
  },
});

export const stampTools = [stampTool];
