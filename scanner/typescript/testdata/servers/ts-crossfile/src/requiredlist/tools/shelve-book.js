const { z } = require("zod");
const { openShelf } = require("../shelf");

async function handler({ title }, extra) {
  const shelf = await openShelf(extra?.signal);
  if (shelf.full) {
    throw new Error(`Shelf is full, cannot shelve '${title}'`); // want: raisederror related=21
  }
  return { content: [{ type: "text", text: "shelved" }] };
}

// Exported beside the handler, which never calls it: no tool reaches its throw.
function checkTitle(title) {
  if (!title.trim()) {
    throw new Error("A title is required");
  }
  return title.trim();
}

module.exports = {
  name: "shelve_book",
  config: { description: "Shelve a book", inputSchema: { title: z.string() } },
  handler,
  checkTitle,
};
