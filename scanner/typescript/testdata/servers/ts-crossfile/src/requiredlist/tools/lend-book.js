const { z } = require("zod");

async function lend({ title, reader }) {
  if (!reader) {
    throw new Error(`No reader to lend '${title}' to`); // want: raisederror related=10,11
  }
  return { content: [{ type: "text", text: `lent ${title}` }] };
}

module.exports = {
  name: "lend_book",
  config: { description: "Lend a book", inputSchema: { title: z.string(), reader: z.string() } },
  handler: lend,
};
