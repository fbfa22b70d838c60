// A store whose methods check again the bounds the tools' schemas already enforce.
import { MAX_ITEMS, softLimit } from "./limits.js";

export class Store {
  async addAll(items: string[]): Promise<number> {
    if (items.length > MAX_ITEMS) {
      throw new Error(`addAll: more than ${String(MAX_ITEMS)} items`); // dead: .max(MAX_ITEMS), and map keeps the length
    }
    return items.length;
  }

  async addSome(items: string[]): Promise<number> {
    if (items.length > MAX_ITEMS) {
      throw new Error("addSome: too many items"); // want: raisederror
    }
    return items.length;
  }

  async addSoft(items: string[]): Promise<number> {
    if (items.length > softLimit) {
      throw new Error("addSoft: over the soft limit"); // want: raisederror
    }
    return items.length;
  }
}
