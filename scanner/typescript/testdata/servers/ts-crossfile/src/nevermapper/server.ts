// fastmcp tools whose catch returns the call of an error helper: a helper that never returns
// (declared never, or every path of it throws) throws, so the tool returns nothing there; one
// that returns a text hands the failure back as the tool's answer.
import { FastMCP } from "fastmcp";
import { z } from "zod";
import { describeShelfError, throwShelfError } from "./errors.js";

declare function listShelf(kind: string): Promise<string[]>;

const server = new FastMCP({ name: "shelf", version: "1.0.0" });

// Every path throws, with no return type said.
function failShelf(error: unknown) {
  if (error instanceof Error) {
    throw new Error(`Shelf failed: ${error.message}`); // want: raisederror function=failShelf related=src/nevermapper/server.ts:41,src/nevermapper/server.ts:46
  }
  throw new Error("Shelf failed.");
}

server.addTool({
  name: "list_books",
  parameters: z.object({ kind: z.string() }),
  execute: async (args) => {
    try {
      const books = await listShelf(args.kind);
      // FINE: an empty listing is an answer, under a test that only says the list is empty.
      if (!books.length) {
        return `No shelved ${args.kind.toLowerCase()} found.`;
      }
      return books.join("\n");
    } catch (error) {
      // FINE: throwShelfError, of another module, is declared never: nothing is returned.
      return throwShelfError(error, "listing books");
    }
  },
});

server.addTool({
  name: "count_books",
  parameters: z.object({ kind: z.string() }),
  execute: async (args) => {
    try {
      return String((await listShelf(args.kind)).length);
    } catch (error) {
      // FINE: every path of failShelf, of this file, throws.
      return await failShelf(error);
    }
  },
});

server.addTool({
  name: "first_book",
  parameters: z.object({ kind: z.string() }),
  execute: async (args) => {
    try {
      const books = await listShelf(args.kind);
      const named = books.filter((b) => b === args.kind);
      if (!named.length) {
        // BAD: under an empty test, but the words say the lookup of the named book failed.
        return `Book "${args.kind}" not found. Available: ${books.join(", ")}`; // want: softerror
      }
      if (books[0] === undefined) {
        // BAD: not an empty test: the one book asked for is missing.
        return `Book ${args.kind} not found.`; // want: softerror
      }
      return books[0];
    } catch (error) {
      // BAD: describeShelfError returns the failure as text.
      return describeShelfError(error, "reading the first book"); // want: softerror
    }
  },
});
