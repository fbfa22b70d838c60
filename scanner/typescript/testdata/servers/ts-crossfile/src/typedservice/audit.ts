import type { Audit } from "./types.js";

export class FileAudit implements Audit {
  async record(what: string): Promise<void> {
    if (what.length > 1000) {
      throw new Error("audit line too long"); // want: raisederror related=src/typedservice/tools/audited.ts:9,src/typedservice/tools/audited.ts:10
    }
  }
}
