// Tools that take what they work on from the context object the entry point hands over.
import { z } from "zod";

const text = (t) => ({ content: [{ type: "text", text: t }] });

export function registerNoteTools(server, ctx) {
  const { book } = ctx;
  server.registerTool("open_note", { inputSchema: { id: z.string() } }, async ({ id }) =>
    text(book.open(id).body),
  );
  // The same instance, read as a member of the context.
  server.registerTool("remove_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
    ctx.book.remove(id);
    return text(`Removed ${id}`);
  });
  server.registerTool("archive_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
    try {
      book.archive(id);
    } catch (e) {
      return { isError: true, content: [{ type: "text", text: `Archive failed: ${e}` }] }; // want: errorresult
    }
    return text(`Archived ${id}`);
  });
}

export function registerTitleTools(server, deps) {
  deps = deps ?? { book: null };
  const { book } = deps; // what deps holds is no longer what the callers passed
  server.registerTool("rename_note", { inputSchema: { id: z.string(), title: z.string() } }, async ({ id, title }) => {
    book.rename(id, title);
    return text(`Renamed ${id}`);
  });
}
