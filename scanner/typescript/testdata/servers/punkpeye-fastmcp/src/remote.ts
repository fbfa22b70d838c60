import { NotReadyError } from "./notready.js";

export async function loadRemote(id: string): Promise<string> {
  if (!id.startsWith("r-")) {
    throw new NotReadyError(`not a remote id: ${id}`); // want: raisederror shape=prose-only
  }
  return id.slice(2);
}
