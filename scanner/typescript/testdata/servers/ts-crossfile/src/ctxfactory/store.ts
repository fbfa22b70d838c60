import { unlink } from "node:fs/promises";

export class ShelfStore {
  constructor(private readonly dir: string) {}

  async drop(): Promise<boolean> {
    try {
      await unlink(`${this.dir}/shelf.json`);
      return true;
    } catch (e) {
      if ((e as { code?: string }).code === "ENOENT") return false;
      throw e; // want: raisederror related=src/ctxfactory/context.ts:19,src/ctxfactory/tools.ts:16,src/ctxfactory/tools.ts:17
    }
  }
}
