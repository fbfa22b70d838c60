// The functions a low-level dispatcher (server.ts) runs through run(), which answers what they
// return as a successful text result: a failure text they return reaches the client as a
// success.
type Book = { id: string; title: string; shelf?: string };

const books: Book[] = [{ id: "b1", title: "Dune" }];

export async function findBook(id: string): Promise<string> {
  const book = books.find((b) => b.id === id);
  if (!book) {
    // BAD: run() sends this JSON of an error object as a successful result.
    return JSON.stringify({ error: `Book '${id}' not found.` }, null, 2); // want: softerror function=findBook related=src/runtext/server.ts:38,src/runtext/server.ts:21,src/runtext/server.ts:14
  }
  return JSON.stringify(book, null, 2);
}

export async function listShelf(shelf: string): Promise<string> {
  const found = books.filter((b) => b.shelf === shelf);
  // GOOD for the rule: an empty answer, and an ordinary object otherwise.
  if (!found.length) return JSON.stringify({ message: "No books on that shelf." }, null, 2);
  return JSON.stringify({ shelf, count: found.length, books: found }, null, 2);
}

export async function lendBook(id: string): Promise<string> {
  if (!books.some((b) => b.id === id)) {
    // GOOD for the rule: checked() (server.ts) tests the value for an error member and answers
    // it with isError.
    return JSON.stringify({ error: `Book '${id}' not found.` });
  }
  return JSON.stringify({ lent: id });
}
