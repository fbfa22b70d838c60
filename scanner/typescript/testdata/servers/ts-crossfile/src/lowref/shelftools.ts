import type { CallToolRequest } from "@modelcontextprotocol/sdk/types.js";
import { ShelfClient } from "./shelf.js";

const shelf = new ShelfClient();

export async function answerShelfCall(request: CallToolRequest) {
  const { name, arguments: args } = request.params;
  if (!args) {
    throw new Error(`no arguments for ${name}`); // want: protocolerror related=src/lowref/server.ts:12
  }
  switch (name) {
    case "find_book": {
      const book = await shelf.findBook(String(args.title));
      return { content: [{ type: "text", text: JSON.stringify(book) }] };
    }
    default:
      throw new Error(`Unknown tool: ${name}`);
  }
}
