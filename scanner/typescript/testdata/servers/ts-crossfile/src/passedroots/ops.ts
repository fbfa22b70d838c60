// Tool bodies, dispatched by name from dispatch.ts.
import { BadInput } from "./errors.js";

export async function reserve(args: { seats?: number }) {
  if (!args.seats || args.seats > 8) {
    throw new BadInput("between 1 and 8 seats");
  }
  return { reserved: args.seats };
}

export async function cancel(args: { id?: string }) {
  return { cancelled: args.id ?? "none" };
}
