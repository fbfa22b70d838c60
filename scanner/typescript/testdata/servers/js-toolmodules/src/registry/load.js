// The loader imports each module of the tools directory by a computed path and hands the
// registry its definition and handler.
import { readdirSync } from "fs";
import { join } from "path";
import { shelf } from "./shelf.js";

export async function loadTools() {
  const dir = join(import.meta.dirname, "..", "tools");
  for (const file of readdirSync(dir)) {
    const mod = await import(`file://${join(dir, file)}`);
    if (mod.definition && mod.handler) {
      shelf.add({ definition: mod.definition, handler: mod.handler });
    }
  }
}
