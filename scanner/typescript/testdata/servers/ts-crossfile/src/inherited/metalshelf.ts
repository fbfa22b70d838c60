// The other implementation: its take throws too, and either may run behind the interface.
import { Shelf } from "./shelf.js";

export class MetalShelf implements Shelf {
  async take(slot: string): Promise<string> {
    throw new Error(`Metal slot ${slot} is locked`); // want: raisederror related=src/inherited/tools.ts:13,src/inherited/tools.ts:14
  }

  async peek(slot: string): Promise<string> {
    return slot;
  }
}
