// One implementation of Shelf: take throws when the slot is empty.
import { Shelf } from "./shelf.js";

export class WoodShelf implements Shelf {
  private slots = new Map<string, string>();

  async take(slot: string): Promise<string> {
    const item = this.slots.get(slot);
    if (!item) {
      throw new Error(`Slot ${slot} is empty`); // want: raisederror related=src/inherited/tools.ts:13,src/inherited/tools.ts:14
    }
    this.slots.delete(slot);
    return item;
  }

  async peek(slot: string): Promise<string> {
    return this.slots.get(slot) ?? "";
  }
}
