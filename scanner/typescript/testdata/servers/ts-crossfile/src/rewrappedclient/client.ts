// The API client the tool module calls.
export class ShelfClient {
  async fetchShelf(id: string): Promise<{ books: string[] }> {
    const res = await fetch(`https://shelves.example/${encodeURIComponent(id)}`);
    if (!res.ok) {
      // FINE: get_shelf reaches it only through the rewrapping catch of getShelfHandler, whose
      // throw is the finding and names this one.
      throw new Error(`shelf ${id}: ${res.status}`);
    }
    return (await res.json()) as { books: string[] };
  }

  async countBooks(id: string): Promise<number> {
    const res = await fetch(`https://shelves.example/${encodeURIComponent(id)}/count`);
    if (!res.ok) {
      // BAD: count_books rewraps it, but quick_count calls countBooks in no try (related
      // shows that way).
      throw new Error(`count ${id}: ${res.status}`); // want: protocolerror related=src/rewrappedclient/server.ts:11,src/rewrappedclient/server.ts:19,src/rewrappedclient/tools.ts:26
    }
    return Number(await res.text());
  }

  async weigh(id: string): Promise<number> {
    const res = await fetch(`https://shelves.example/${encodeURIComponent(id)}/weight`);
    if (!res.ok) {
      // FINE: weigh_shelf's catch throws a new error on every path, whose finding names this
      // one, as before (it carries nothing of what it caught).
      throw new Error(`weigh ${id}: ${res.status}`);
    }
    return Number(await res.text());
  }
}
