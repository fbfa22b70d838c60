// A failure answered as a markdown page: a heading and a paragraph that say what went wrong,
// then sections of possible causes and remedies. The heading and its paragraph tell the
// outcome; "may already be shelved" among the causes, or "move it to a Cancelled shelf" among
// the remedies, reaches no state and declines nothing.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function shelve(id: string): Promise<void>;

export function registerShelves(server: McpServer) {
  server.registerTool("shelve_book", { inputSchema: { id: z.string() } }, async ({ id }) => {
    try {
      await shelve(id);
      return { content: [{ type: "text", text: `Book ${id} shelved.` }] };
    } catch (err: any) {
      if (err.status === 404) {
        return { // want: softerror function=shelve_book
          content: [
            {
              type: "text",
              text: `# Book Not Found

Could not shelve book \`${id}\` because it was not found.

## Possible Causes
- The book may already be shelved
- The book was already withdrawn`,
            },
          ],
        };
      }
      if (err.status === 403) {
        return { // want: softerror function=shelve_book
          content: [
            {
              type: "text",
              text: `# Permission Denied: Cannot Shelve Book ${id}

**Error**: Insufficient rights to shelve this book.

**Alternatives**:
- Move it to the "Cancelled" shelf instead`,
            },
          ],
        };
      }
      // Not failures: the page's own statement says the state was there already, or that the
      // user declined.
      if (err.status === 409) {
        return {
          content: [
            {
              type: "text",
              text: `# Shelving Skipped

Book \`${id}\` is already on the shelf; shelving it twice is not allowed.

## Next Steps
- Use list_shelf to see it`,
            },
          ],
        };
      }
      if (err.status === 410) {
        return {
          content: [
            {
              type: "text",
              text: `# Shelving Not Confirmed

The librarian declined the request, so it could not go ahead.`,
            },
          ],
        };
      }
      throw err; // want: raisederror function=shelve_book
    }
  });
}
