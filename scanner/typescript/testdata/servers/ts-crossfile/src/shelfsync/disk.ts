// A shelf on disk (the server's configured Shelf): ensure creates it when missing, and
// rethrows everything else.
import { Shelf } from "./types.js";

declare const disk: { stat(path: string): Promise<unknown>; mkdir(path: string): Promise<void> };

function isMissing(error: unknown): boolean {
  return error instanceof Error && /ENOENT/.test(error.message);
}

export class DiskShelf implements Shelf {
  constructor(private readonly dir: string) {}

  async ensure(): Promise<void> {
    try {
      await disk.stat(this.dir);
      return;
    } catch (error) {
      // BAD: a failure other than a missing directory becomes the tool's isError result.
      if (!isMissing(error)) throw error; // want: raisederror related=src/shelfsync/job.ts:18,src/shelfsync/server.ts:15,src/shelfsync/server.ts:16
    }
    await disk.mkdir(this.dir);
  }

  async wipe(): Promise<void> {
    // FINE: no tool calls it; job.ts's `store.wipe()` is a Map's, not a Shelf's.
    throw new Error("wiping is not supported");
  }
}
