import type { CallToolRequest } from "@modelcontextprotocol/sdk/types.js";
import { ShelfClient } from "./shelf.js";

const shelf = new ShelfClient();

export async function answerSafely(request: CallToolRequest) {
  try {
    const args = request.params.arguments;
    if (!args) {
      throw new Error("no arguments");
    }
    const book = await shelf.findBook(String(args.title));
    return { content: [{ type: "text", text: JSON.stringify(book) }] };
  } catch (error) {
    return { content: [{ type: "text", text: `lookup failed: ${String(error)}` }], isError: true }; // want: errorresult
  }
}
