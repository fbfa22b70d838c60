import { readFile, rm } from "node:fs/promises";

export class LedgerStore {
  constructor(private readonly file: string) {}

  async read(): Promise<string | null> {
    try {
      return await readFile(this.file, "utf8");
    } catch (e) {
      if ((e as { code?: string }).code === "ENOENT") return null;
      throw e; // want: raisederror related=src/ctxannot/context.ts:24,src/ctxannot/tools.ts:9,src/ctxannot/tools.ts:10
    }
  }

  async wipe(): Promise<boolean> {
    try {
      await rm(this.file);
      return true;
    } catch (e) {
      if ((e as { code?: string }).code === "ENOENT") return false;
      throw e; // want: raisederror related=src/ctxannot/context.ts:30,src/ctxannot/tools.ts:14,src/ctxannot/tools.ts:15
    }
  }
}
