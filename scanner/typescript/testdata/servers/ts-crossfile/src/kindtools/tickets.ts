// A module of tool handlers: one exported function dispatches on the tool's name, and throws
// only for a name of its group it does not know. Each handler answers its own failures.
export async function handleTicketTools(client: { get(id: string): Promise<string> }, toolName: string, args: any) {
  switch (toolName) {
    case "ticket_get":
      return await getTicket(client, args);
    default:
      throw new Error(`Unknown ticket tool: ${toolName}`);
  }
}

async function getTicket(client: { get(id: string): Promise<string> }, args: any) {
  try {
    return await client.get(String(args.id));
  } catch (error: any) {
    return { failed: true, reason: String(error) };
  }
}
