import { z } from "zod";
import { fireKiln } from "./fire.js";
import { coolKiln } from "./cool.js";

export interface KilnTool {
  name: string;
  description: string;
  schema: z.ZodRawShape;
  fn: (args: any) => any;
  metered?: boolean;
}

const BASE_TOOLS: KilnTool[] = [
  { name: "fire_kiln", description: "Fire the kiln", schema: { cone: z.number() }, fn: fireKiln },
  { name: "cool_kiln", description: "Cool the kiln", schema: { to: z.number() }, fn: coolKiln, metered: true },
];

// A metered tool keeps its entry, its fn wrapped in a counter that hands back what it returns.
function metered(tool: KilnTool): KilnTool {
  if (!tool.metered) return tool;
  const inner = tool.fn;
  return {
    ...tool,
    fn: async (args: any) => {
      console.error(`metered ${tool.name}`);
      return inner(args);
    },
  };
}

export const KILN_TOOLS: KilnTool[] = BASE_TOOLS.map(metered);
