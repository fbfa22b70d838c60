// A client whose method throws on a non-ok status inside its try, and whose catch passes that
// error on and rewraps any other.
export class ShelfClient {
  async findBook(title: string): Promise<unknown> {
    try {
      const response = await fetch(`https://shelf.example/books?title=${encodeURIComponent(title)}`);
      if (!response.ok) {
        throw new Error(`shelf HTTP error: ${response.status}`);
      }
      return await response.json();
    } catch (error) {
      if (error instanceof Error && error.message.includes("HTTP error")) {
        throw error; // want: protocolerror related=src/lowref/server.ts:12,src/lowref/shelf.ts:8,src/lowref/shelftools.ts:13
      }
      throw new Error(`shelf lookup failed: ${String(error)}`); // want: protocolerror related=src/lowref/server.ts:12,src/lowref/shelf.ts:8,src/lowref/shelftools.ts:13
    }
  }
}
