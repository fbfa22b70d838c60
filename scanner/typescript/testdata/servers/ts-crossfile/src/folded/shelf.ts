// The shelf the tools read: an Option until start-up opens it, whose lookups answer with an
// Either. Nothing here registers a tool; the tools of server.ts reach these functions.
import type { Either, Option } from "functype";

export interface Book {
  id: string;
  title: string;
}

export interface Shelf {
  find(id: string): Promise<Either<Error, Book>>;
}

declare function openedShelf(): Option<Shelf>;

export class ShelfError extends Error {}

// BAD: orThrow throws the error it is handed when the shelf was never opened.
export function requireShelf(): Shelf {
  return openedShelf().orThrow(new Error("shelf not opened")); // want: raisederror related=src/folded/server.ts:20,src/folded/server.ts:21,src/folded/server.ts:35,src/folded/server.ts:56
}

// BAD: so does expect, handed an error.
export function requireBinder(): Shelf {
  const shelf = openedShelf().expect(new ShelfError("binder not opened")); // want: raisederror related=src/folded/server.ts:123,src/folded/server.ts:124
  return shelf;
}

// FINE: no tool calls it.
export function spareShelf(): Shelf {
  return openedShelf().getOrThrow(new Error("no spare shelf"));
}

// BAD: fold runs the left branch at once: its throw leaves the tool that asked for the title.
export function titleOf(found: Either<Error, Book>): string {
  return found.fold(
    (err) => {
      throw new Error(`no such book: ${err.message}`); // want: raisederror related=src/folded/server.ts:35,src/folded/server.ts:35
    },
    (book) => book.title,
  );
}

// FINE: no tool calls it.
export function authorOf(found: Either<Error, Book>): string {
  return found.fold(
    (err) => {
      throw new Error(`no author: ${err.message}`);
    },
    (book) => book.id,
  );
}
