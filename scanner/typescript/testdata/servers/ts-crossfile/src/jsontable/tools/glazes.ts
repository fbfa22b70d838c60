import { z } from "zod";
import { mixGlaze } from "./mix.js";

export const GLAZE_TOOLS = [
  { name: "mix_glaze", description: "Mix a glaze", schema: { oxide: z.string() }, fn: mixGlaze },
];
