import * as helpers from "./helpers.js";

export async function dispatchTool(name: string, args: Record<string, unknown>) {
  switch (name) {
    case "fetch_page":
      return helpers.fetchPage(args);
    case "count_words":
      return helpers.countWords(args);
    default:
      throw new Error(`Unknown tool: ${name}`);
  }
}
