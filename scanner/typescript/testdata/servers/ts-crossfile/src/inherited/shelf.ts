// What the shelf tools hold: an interface, implemented by two classes of other modules.
export interface Shelf {
  take(slot: string): Promise<string>;
  peek(slot: string): Promise<string>;
}
