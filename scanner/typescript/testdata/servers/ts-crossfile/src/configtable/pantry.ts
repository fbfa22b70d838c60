// A service whose methods the tool configs call through their context, with a retry helper
// whose catch retries and then rethrows.
declare const shelves: { get(id: string): Promise<{ id: string } | undefined> };

class ShelfApiError extends Error {}

export class PantryService {
  private async retried<T>(fn: () => Promise<T>, attempt = 0): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof ShelfApiError && attempt < 2) {
        return this.retried(fn, attempt + 1); // a retry answers nothing: the last failure leaves
      }
      // The last failure leaves as it came (a tool's call reaches it).
      throw err; // want: raisederror
    }
  }

  private async quiet<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn();
    } catch {
      return fallback;
    }
  }

  async openJar(id: string) {
    return this.retried(async () => {
      const jar = await shelves.get(id);
      if (!jar) throw new ShelfApiError(`no jar ${id}`); // want: raisederror
      return jar;
    });
  }

  async jarLabel(id: string) {
    return this.quiet(async () => {
      // FINE: quiet's catch answers every failure with the fallback.
      if (!id) throw new Error("no id");
      return id.toUpperCase();
    }, "unlabelled");
  }

  // FINE: no tool config calls it.
  async dustShelves() {
    throw new Error("the duster is broken");
  }
}
