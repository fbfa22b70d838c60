// fastmcp tools that answer from an Either: a throw in the callback of a method that runs it at
// once (fold, match, getOrElse, a chain of them) leaves the tool as its own throw would, and
// fastmcp sends it as an isError result.
import { FastMCP } from "fastmcp";
import { z } from "zod";
import * as E from "fp-ts/Either";
import { pipe } from "fp-ts/function";
import { Try } from "functype";
import { requireBinder, requireShelf, titleOf } from "./shelf.js";

declare const bus: { match(pattern: string, cb: (e: unknown) => void): void };
declare function later(cb: () => void): void;
declare function lookup(id: string): Promise<{ match<T>(ok: (v: string) => T, err: (e: Error) => T): Promise<T> }>;

const server = new FastMCP({ name: "shelf", version: "1.0.0" });

server.addTool({
  name: "get_book",
  parameters: z.object({ id: z.string() }),
  execute: async (args) => {
    const shelf = requireShelf();
    const found = await shelf.find(args.id);
    return found.fold(
      (err) => {
        throw new Error(`Failed to get book: ${err.message}`); // want: raisederror
      },
      (book) => `# ${book.title}`,
    );
  },
});

server.addTool({
  name: "get_title",
  parameters: z.object({ id: z.string() }),
  execute: async (args) => titleOf(await requireShelf().find(args.id)),
});

server.addTool({
  name: "lookup",
  parameters: z.object({ id: z.string() }),
  execute: async (args) => {
    // BAD: the awaited match's error branch throws.
    const text = await (await lookup(args.id)).match(
      (v) => v,
      (e) => {
        throw new Error(`lookup failed: ${e.message}`); // want: raisederror
      },
    );
    return text;
  },
});

server.addTool({
  name: "piped",
  parameters: z.object({ id: z.string() }),
  execute: async (args) => {
    const found = await requireShelf().find(args.id);
    // BAD: pipe runs getOrElse's callback at once.
    const book = pipe(
      found,
      E.getOrElse((e: Error) => {
        throw new Error(`not found: ${e.message}`); // want: raisederror
      }),
    );
    // BAD: a chain of them: map's value goes on to getOrElse.
    const shelved = (await requireShelf().find(book.id)).map((b) => b.title).getOrElse(() => {
      throw new Error("gone from the shelf"); // want: raisederror
    });
    return shelved;
  },
});

server.addTool({
  name: "watch",
  parameters: z.object({ id: z.string() }),
  execute: async (args) => {
    // FINE: a match standing as a statement of its own registers its callback for later.
    bus.match(`book:${args.id}`, () => {
      throw new Error("book changed");
    });
    // FINE: a function of a library that keeps its callback.
    later(() => {
      throw new Error("too late");
    });
    // FINE: a timer runs its callback after the tool has answered.
    setTimeout(() => {
      throw new Error("timer");
    }, 10);
    // FINE: Try catches what its callback throws and gives it back as a value.
    const parsed = Try(() => {
      if (!args.id) throw new Error("empty id");
      return args.id.trim();
    });
    return parsed.fold(
      () => "watching nothing",
      (id) => `watching ${id}`,
    );
  },
});

server.addTool({
  name: "safe_title",
  parameters: z.object({ id: z.string() }),
  execute: async (args) => {
    try {
      const found = await requireShelf().find(args.id);
      // FINE: the try around the fold catches what its callback throws.
      return found.fold(
        (err) => {
          throw new Error(`missing: ${err.message}`);
        },
        (book) => book.title,
      );
    } catch {
      return "untitled";
    }
  },
});

server.addTool({
  name: "binder",
  parameters: z.object({ id: z.string() }),
  execute: async (args) => {
    const binder = requireBinder();
    return titleOfSafe(await binder.find(args.id));
  },
});

server.addTool({
  name: "shelf_status",
  parameters: z.object({}),
  execute: async () => {
    try {
      // FINE: the try around the call catches what orThrow throws.
      requireShelf();
      return "open";
    } catch {
      return "closed";
    }
  },
});

// FINE: a fold whose branches both give a value.
function titleOfSafe(found: { fold<T>(l: (e: Error) => T, r: (b: { title: string }) => T): T }): string {
  return found.fold(
    () => "untitled",
    (book) => book.title,
  );
}

declare function spareShelf(): { orThrow(e: Error): { count: number } };

server.addTool({
  name: "count",
  parameters: z.object({}),
  execute: async () => {
    // BAD: orThrow in the tool itself.
    const shelf = spareShelf().orThrow(new Error("no spare shelf")); // want: raisederror
    return `${shelf.count} books`;
  },
});
