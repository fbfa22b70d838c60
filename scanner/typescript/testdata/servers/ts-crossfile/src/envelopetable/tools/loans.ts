function findCopy(isbn: string) {
  return isbn.startsWith("978") ? { shelf: "A3" } : null;
}

export async function lendBook(args: { isbn: string }) {
  const copy = findCopy(args.isbn);
  if (!copy) {
    return { payload: { ok: false, reason: `No copy of ${args.isbn} is on the shelves` }, _stats: { looked: 1 } }; // want: softerror related=src/envelopetable/server.ts:26,src/envelopetable/server.ts:43,src/envelopetable/server.ts:44
  }
  return { payload: { ok: true, shelf: copy.shelf }, _stats: { looked: 1 } };
}

export async function renewBook(args: { loan?: string }) {
  if (!args.loan) {
    return { error: "Give the loan to renew" }; // want: softerror related=src/envelopetable/server.ts:26,src/envelopetable/server.ts:43,src/envelopetable/server.ts:44
  }
  return { renewed: args.loan };
}

export async function auditShelf(args: { shelf: string }) {
  // FINE: the wrapper unpacks payload only; the audit member never reaches the client
  return { payload: { shelf: args.shelf, books: 12 }, audit: { ok: false, reason: "two spines torn" }, _stats: { looked: 12 } };
}
