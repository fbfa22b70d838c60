// A shelf manager whose methods answer failures as objects.
export class ShelfManager {
  private shelves = new Map<string, string[]>();

  removeShelf(name: string): any {
    try {
      if (!this.shelves.delete(name)) throw new Error(`no shelf ${name}`);
      return { success: true, message: `removed ${name}` };
    } catch (error) {
      return { success: false, error: (error as Error).message };
    }
  }

  listShelves(): string[] {
    return [...this.shelves.keys()];
  }

  countShelves(): number {
    return this.shelves.size;
  }
}
