// The handlers, each looked up by its tool's name in HANDLERS (table.ts).
import { findBed } from "./beds.js";

export async function plant(args: { bed: string }) {
  const bed = findBed(args.bed);
  return { content: [{ type: "text" as const, text: `planted ${bed.id}` }] };
}

export async function harvest(args: { bed: string }) {
  if (args.bed === "bed-0") {
    throw new Error("bed-0 is fallow"); // want: raisederror related=src/handlertable/register.ts:12,src/handlertable/table.ts:9
  }
  return { content: [{ type: "text" as const, text: "harvested" }] };
}

export async function prune(args: { bed: string }) {
  try {
    findBed(args.bed);
  } catch (e) {
    return { content: [{ type: "text" as const, text: `cannot prune: ${String(e)}` }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text" as const, text: "pruned" }] };
}

// Only in SPARE_HANDLERS, which no registration looks up: no tool.
export async function compost(args: { bed: string }) {
  if (!args.bed) {
    throw new Error("no bed"); // FINE: not a tool
  }
  return { content: [{ type: "text" as const, text: "composted" }] };
}

// Only in GUARDED_HANDLERS, whose wrapper answers what the handler throws.
export async function water(args: { bed: string }) {
  if (!args.bed) {
    throw new Error("no bed to water"); // FINE: the wrapper answers it
  }
  return { content: [{ type: "text" as const, text: "watered" }] };
}
