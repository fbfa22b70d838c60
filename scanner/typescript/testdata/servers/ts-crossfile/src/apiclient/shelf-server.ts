// registerTool callbacks that hand on what the client's methods give back, through
// Promise.all, a `??` default and a test of the failure.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { LibraryClient } from "./library-client.js";

export function registerShelf(server: McpServer, client: LibraryClient) {
  // BAD: the branch that sees the failure object sends it as a success.
  server.registerTool("lend_and_count", { inputSchema: { id: z.string(), reader: z.string() } }, async ({ id, reader }) => {
    const [loan, count] = await Promise.all([client.lendBook(id, reader), client.countBooks("main")]);
    if ("error" in loan) {
      return { content: [{ type: "text", text: JSON.stringify(loan) }] }; // want: softerror related=src/apiclient/library-client.ts:36
    }
    return { content: [{ type: "text", text: `${count}: ${loan.loanId}` }] };
  });

  // BAD: the default only stands in for no answer; a failure object passes through.
  server.registerTool("lend", { inputSchema: { id: z.string(), reader: z.string() } }, async ({ id, reader }) => {
    const result = await client.lendBook(id, reader);
    return { content: [{ type: "text", text: JSON.stringify(result ?? { success: true }) }] }; // want: softerror related=src/apiclient/library-client.ts:36
  });

  // GOOD: what Promise.all gives at this place is a plain count.
  server.registerTool("count_two", { inputSchema: { shelf: z.string() } }, async ({ shelf }) => {
    const [count, other] = await Promise.all([client.countBooks(shelf), client.lendBook(shelf, "desk")]);
    return { content: [{ type: "text", text: JSON.stringify(count) }] };
  });

  // GOOD: the failure is answered with isError first; the last return sees a success.
  server.registerTool("checked_lend_two", { inputSchema: { id: z.string(), reader: z.string() } }, async ({ id, reader }) => {
    const [loan] = await Promise.all([client.lendBook(id, reader)]);
    if ("error" in loan) {
      return { content: [{ type: "text", text: String(loan.error) }], isError: true }; // want: errorresult
    }
    return { content: [{ type: "text", text: JSON.stringify(loan) }] };
  });

  // BAD: the description, a failure text on some path, under a heading naming the argument.
  server.registerTool("describe_titled", { inputSchema: { id: z.string() } }, async ({ id }) => {
    const desc = await client.describeBook(id);
    return { content: [{ type: "text", text: `## Book ${id}\n\n${desc}` }] }; // want: softerror related=src/apiclient/library-client.ts:22,src/apiclient/library-client.ts:25
  });

  // GOOD: the one call's value under the heading is a plain success text.
  server.registerTool("count_titled", { inputSchema: { shelf: z.string() } }, async ({ shelf }) => {
    const count = await client.countBooks(shelf);
    return { content: [{ type: "text", text: `## Shelf ${shelf}\n\n${count}` }] };
  });
}
