import type { ShelfContext } from "./context.js";
import { ShelfStore } from "./store.js";

export function makeQuietContext(): ShelfContext {
  return {
    dir: null,
    // GOOD: the quiet tools' open never throws; the throwing open of makeShelfContext is not
    // theirs (its related places name open_shelf alone).
    open: async () => new ShelfStore("/tmp/quiet"),
    drop: async () => false,
  };
}
