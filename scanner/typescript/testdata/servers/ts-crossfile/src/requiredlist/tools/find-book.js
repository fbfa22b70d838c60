const { z } = require("zod");
const { openShelf } = require("../shelf");

async function handler({ title }, extra) {
  const shelf = await openShelf(extra?.signal);
  if (!shelf.has(title)) {
    return { content: [{ type: "text", text: `Error: no book titled ${title}` }] }; // want: softerror related=13
  }
  return { content: [{ type: "text", text: "on the shelf" }] };
}

module.exports = {
  name: "find_book",
  config: { description: "Find a book", inputSchema: { title: z.string() } },
  handler,
};
