// A shelf of tools read from the features directory: every module there is imported by a
// computed path, so any module of the project may be one of its tools.
import { readdir } from "node:fs/promises";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));

export class ToolShelf {
  constructor(client) {
    this.client = client;
    this.tools = new Map();
  }

  async fill() {
    const root = join(here, "../features");
    for (const group of await readdir(root)) {
      for (const file of await readdir(join(root, group))) {
        if (file.endsWith(".js")) {
          const mod = await import(join(root, group, file));
          this.tools.set(mod.default.name, mod.default);
        }
      }
    }
  }

  find(name) {
    return this.tools.get(name);
  }
}
