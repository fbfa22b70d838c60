import { ShelfStore } from "./store.js";

export interface ShelfContext {
  dir: string | null;
  open: () => Promise<ShelfStore>;
  drop: () => Promise<boolean>;
}

export function makeShelfContext(dir: string | null): ShelfContext {
  const store = new ShelfStore(dir ?? "/tmp/shelves");
  return {
    dir,
    open: async () => {
      if (!dir) {
        throw new Error("Shelves not configured: set SHELF_DIR"); // want: raisederror related=src/ctxfactory/tools.ts:8,src/ctxfactory/tools.ts:9
      }
      return store;
    },
    drop: () => store.drop(),
  };
}
