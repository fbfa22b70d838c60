const { z } = require("zod");
const { stampBook, tagBook, coverBook, glueBook, wrapBook, bindBook } = require("../stamps");

async function handler({ title, guest }, extra) {
  const stamped = await stampBook(title, { signal: extra?.signal, allowWrites: true });
  const again = await stampBook(title, { allowWrites: true });
  await coverBook(title, { allowWrites: true });
  const mayTag = !guest;
  await tagBook(title, { allowWrites: mayTag });
  await coverBook(title, { signal: extra?.signal });
  const allowWrites = !guest;
  await glueBook(title, { allowWrites, allowWrites: true });
  await wrapBook(title, { allowWrites: true, allowWrites });
  const field = guest ? "allowWrites" : "signal";
  await bindBook(title, { allowWrites: true, [field]: false });
  return { content: [{ type: "text", text: `${stamped} ${again}` }] };
}

// Built by a helper, the config is no literal; the name is.
function stampConfig() {
  return { description: "Stamp a book", inputSchema: { title: z.string(), guest: z.boolean() } };
}

module.exports = {
  config: stampConfig(),
  name: "stamp_book",
  handler,
};
