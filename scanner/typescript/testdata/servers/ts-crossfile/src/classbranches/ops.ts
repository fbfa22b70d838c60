// Tool bodies the handlers in server.ts and loose.ts call.
import { NotFound, Conflict } from "./errors.js";

// A subclass this file declares: its throws are NotFounds too.
class MissingBed extends NotFound {}

export async function findBed(id: string) {
  if (id.startsWith("-")) {
    throw new MissingBed(`no bed ${id}`);
  }
  return { id };
}

export async function plant(id: string) {
  if (id === "rock") {
    throw new Conflict("the bed is taken");
  }
  if (id === "sand") {
    throw new Error("the soil is too dry");
  }
  return { id };
}
