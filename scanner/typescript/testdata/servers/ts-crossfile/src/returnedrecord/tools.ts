// The tools of the ticket server: a function builds the record, keyed by tool name, whose entries'
// handlers the low-level server (server.ts) looks up and calls.
import { z } from "zod";

interface ToolDefinition {
  description: string;
  inputSchema: object;
  handler: (args: unknown) => Promise<any>;
}

const OpenSchema = z.object({ title: z.string() });

export function createTicketTools(client: { post(path: string, body: object): Promise<{ id: string }> }): Record<string, ToolDefinition> {
  return {
    "open-ticket": {
      description: "Open a ticket",
      inputSchema: {},
      handler: async (args: unknown) => {
        try {
          const params = OpenSchema.parse(args);
          const ticket = await client.post("/tickets", params);
          return { content: [{ type: "text", text: `Opened ${ticket.id}` }] };
        } catch (error: any) {
          // BAD: the server hands this back as the tool's success.
          return { content: [{ type: "text", text: `❌ Failed to open the ticket: ${error.message}` }] }; // want: softerror
        }
      },
    },
    "close-ticket": {
      description: "Close a ticket",
      inputSchema: {},
      handler: async (args: unknown) => {
        const id = (args as { id?: string })?.id;
        if (!id) {
          return { content: [{ type: "text", text: "❌ Error: no ticket id given" }] }; // want: softerror
        }
        await client.post(`/tickets/${id}/close`, {});
        return { content: [{ type: "text", text: `Closed ${id}` }] };
      },
    },
  };
}
