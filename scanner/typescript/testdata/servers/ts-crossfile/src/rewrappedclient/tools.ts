// Tool functions that call the client inside a try whose catch rewraps the failure.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import type { ShelfClient } from "./client.js";

export const getShelfHandler = async (client: ShelfClient, args: Record<string, unknown>) => {
  try {
    const shelf = await client.fetchShelf(String(args.id));
    return { content: [{ type: "text" as const, text: shelf.books.join("\n") }] };
  } catch (error) {
    // BAD: the rewrap is where the client's failure leaves as a JSON-RPC error.
    throw new McpError(ErrorCode.InternalError, `Failed to get shelf: ${error}`); // want: protocolerror related=src/rewrappedclient/client.ts:8,src/rewrappedclient/client.ts:4,src/rewrappedclient/server.ts:11,src/rewrappedclient/server.ts:15
  }
};

export const countBooksHandler = async (client: ShelfClient, args: Record<string, unknown>) => {
  try {
    const count = await client.countBooks(String(args.id));
    return { content: [{ type: "text" as const, text: `${count} books` }] };
  } catch (error) {
    // BAD: as above.
    throw new McpError(ErrorCode.InternalError, `Failed to count books: ${error}`); // want: protocolerror related=src/rewrappedclient/client.ts:14,src/rewrappedclient/client.ts:18,src/rewrappedclient/server.ts:11,src/rewrappedclient/server.ts:17
  }
};

export const quickCountHandler = async (client: ShelfClient, args: Record<string, unknown>) => {
  const count = await client.countBooks(String(args.id));
  return { content: [{ type: "text" as const, text: `${count} books` }] };
};

export const weighShelfHandler = async (client: ShelfClient, args: Record<string, unknown>) => {
  try {
    const weight = await client.weigh(String(args.id));
    return { content: [{ type: "text" as const, text: `${weight} kg` }] };
  } catch {
    // BAD: a rewrap too, which carries nothing of what it caught.
    throw new McpError(ErrorCode.InternalError, "Failed to weigh the shelf"); // want: protocolerror related=src/rewrappedclient/client.ts:24,src/rewrappedclient/client.ts:28,src/rewrappedclient/server.ts:11,src/rewrappedclient/server.ts:21
  }
};
