// A low-level dispatcher that sets one result from its client's methods and serializes it once.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { LibraryClient } from "./library-client.js";

export function registerLibrary(server: Server, client: LibraryClient) {
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args } = request.params;
    try {
      let result: unknown;
      switch (name) {
        case "search_shelf":
          result = await client.searchShelf(String(args?.shelf), String(args?.query));
          break;
        case "describe":
          result = args?.id ? await client.describeBook(String(args.id)) : await client.countBooks("main");
          break;
        case "set_base":
          result = `Base set to ${String(args?.base)}`;
          break;
        default:
          throw new Error(`Unknown tool: ${name}`);
      }
      // BAD: a search that found no shelf, or a failed description, is sent as a success.
      return { content: [{ type: "text", text: typeof result === "string" ? result : JSON.stringify(result) }] }; // want: softerror related=12,src/apiclient/library-client.ts:13,15,src/apiclient/library-client.ts:22,src/apiclient/library-client.ts:25
    } catch (error: unknown) {
      return { content: [{ type: "text", text: `Error: ${String(error)}` }], isError: true }; // want: errorresult
    }
  });
}

// GOOD: every method this dispatcher calls answers only successes (an empty answer is none).
export function registerCounts(server: Server, client: LibraryClient) {
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const { name, arguments: args } = request.params;
    let result: unknown;
    switch (name) {
      case "count_books":
        result = await client.countBooks(String(args?.shelf));
        break;
      case "find_titles":
        result = await client.findTitles(String(args?.query));
        break;
      case "shelf_report":
        result = await client.shelfReport(String(args?.shelf));
        break;
      case "levels":
        result = await client.levels();
        break;
      default:
        result = "Nothing to do";
    }
    return { content: [{ type: "text", text: typeof result === "string" ? result : JSON.stringify(result) }] };
  });
}
