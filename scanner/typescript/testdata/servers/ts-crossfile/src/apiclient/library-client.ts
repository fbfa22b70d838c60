// An API client whose methods answer some failures with a value instead of a throw: a list of
// lines, a text, a { success: false } object. The dispatchers of server.ts and desk.ts put
// what the methods give back in a successful result.
declare function fetchJson(url: string): Promise<any>;

export class LibraryClient {
  constructor(private base: string) {}

  // BAD: the failure is the one line of the list the tool serializes.
  async searchShelf(shelf: string, query: string): Promise<string[]> {
    const books: string[] = await fetchJson(`${this.base}/shelves/${shelf}`);
    if (books === undefined) {
      return [`Shelf ${shelf} not found in ${this.base}`];
    }
    return books.filter((b) => b.includes(query));
  }

  // BAD: a catch answers the failure as text.
  async describeBook(id: string): Promise<string> {
    try {
      const book = await fetchJson(`${this.base}/books/${id}`);
      if (!book) return `Book '${id}' not found.`;
      return `${book.title} by ${book.author}`;
    } catch (e: unknown) {
      return `Error describing book: ${e instanceof Error ? e.message : String(e)}`;
    }
  }

  // BAD: the failure object the desk wraps in its success envelope.
  async lendBook(id: string, reader: string): Promise<any> {
    try {
      const loan = await fetchJson(`${this.base}/loans?book=${id}&reader=${reader}`);
      return { success: true, loanId: loan.id };
    } catch (err) {
      const error = err instanceof Error ? err.message : String(err);
      return { success: false, error, message: "Lending failed. Check the reader's card." };
    }
  }

  // GOOD: a plain success text.
  async countBooks(shelf: string): Promise<string> {
    const books: string[] = await fetchJson(`${this.base}/shelves/${shelf}`);
    return `Shelf ${shelf} holds ${books.length} books`;
  }

  // GOOD: no match is an empty answer, not a failure.
  async findTitles(query: string): Promise<string[]> {
    const books: string[] = await fetchJson(`${this.base}/search?q=${query}`);
    if (books.length === 0) {
      return [`No titles match '${query}'`, "Try a shorter query."];
    }
    return books;
  }

  // GOOD: lines that open with a success, whatever follows.
  async shelfReport(shelf: string): Promise<string[]> {
    const books: string[] = await fetchJson(`${this.base}/shelves/${shelf}`);
    return [`Report for ${shelf}`, `${books.length} books`, "errors: none"];
  }

  // GOOD: a list of tokens, not of lines, though the first is an error word.
  async levels(): Promise<string[]> {
    return ["Error", "Warning", "Info"];
  }

  // GOOD: the failure leaves as a throw.
  async returnBook(id: string): Promise<any> {
    const res = await fetchJson(`${this.base}/returns/${id}`);
    if (!res.ok) throw new Error(`Return of ${id} failed`);
    return { success: true };
  }
}
