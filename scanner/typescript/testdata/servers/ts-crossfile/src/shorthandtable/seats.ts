// The seat tools' functions, which the server's table holds by their own names.
export async function reserve(args: { seat?: string }) {
  if (!args.seat) {
    throw new Error("seat is required"); // want: protocolerror related=src/shorthandtable/server.ts:15,src/shorthandtable/server.ts:20
  }
  return { content: [{ type: "text" as const, text: `reserved ${args.seat}` }] };
}

export async function cancel(args: { seat?: string }) {
  return { content: [{ type: "text" as const, text: `cancelled ${args.seat ?? "nothing"}` }] };
}

export async function audit(args: { seat?: string }) {
  if (!args.seat) {
    throw new Error("no seat to audit"); // FINE: audit is no entry of the table
  }
  return { content: [{ type: "text" as const, text: `audited ${args.seat}` }] };
}
