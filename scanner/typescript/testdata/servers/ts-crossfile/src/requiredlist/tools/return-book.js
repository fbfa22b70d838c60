const { z } = require("zod");

function branchTool(base) {
  return `${process.env.BRANCH || "main"}_${base}`;
}

// Its name is built at run time: the loop's spelling names the tool.
async function handler({ title }) {
  if (!title) {
    throw new Error("No book to return"); // want: raisederror related=src/requiredlist/tools/index.js:9
  }
  return { content: [{ type: "text", text: `returned ${title}` }] };
}

module.exports = {
  name: branchTool("return_book"),
  config: { description: "Return a book", inputSchema: { title: z.string() } },
  handler,
};
