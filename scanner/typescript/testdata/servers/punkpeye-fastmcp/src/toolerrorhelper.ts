// A helper that throws a UserError for what a tool's catch hands it: the finding stands where
// the helper throws, and names the tools that reach it and the catch's call, as a plain throw
// of a helper does.
import { FastMCP, UserError } from "fastmcp";
import { z } from "zod";

declare const api: { get(path: string): Promise<string> };

const server = new FastMCP({ name: "shelf", version: "1.0.0" });

export function failWith(error: unknown, action: string): never {
  if (error instanceof Error) {
    throw new UserError(`Error ${action}: ${error.message}`); // want: raisederror api=fastmcp.UserError related=32,36,44
  }
  // Only a tool whose try may throw what is not an Error runs it: get_shelf.
  throw new UserError(`Unexpected error while ${action}.`); // want: raisederror api=fastmcp.UserError related=44,48
}

// No tool calls it: it stands all the same, and names nothing.
export function unusedFail(action: string): never {
  throw new UserError(`Could not ${action}.`); // want: raisederror api=fastmcp.UserError related=none
}

async function shelfOf(id: string): Promise<string> {
  if (!id) throw "no shelf";
  return api.get(`/shelves/${id}`);
}

server.addTool({
  name: "get_book",
  parameters: z.object({ id: z.string() }),
  execute: async ({ id }) => {
    try {
      return await api.get(`/books/${id}`);
    } catch (error) {
      return failWith(error, "fetching the book");
    }
  },
});

server.addTool({
  name: "get_shelf",
  parameters: z.object({ id: z.string() }),
  execute: async ({ id }) => {
    try {
      return await shelfOf(id);
    } catch (error) {
      return failWith(error, "fetching the shelf");
    }
  },
});
