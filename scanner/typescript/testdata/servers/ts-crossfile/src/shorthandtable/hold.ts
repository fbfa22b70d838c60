// A seat tool's function exported by default, a shorthand entry of the server's table.
export default async function hold(args: { seat?: string; minutes?: number }) {
  if (!args.minutes) {
    throw new Error("minutes are required"); // want: protocolerror related=src/shorthandtable/server.ts:15,src/shorthandtable/server.ts:20
  }
  return { content: [{ type: "text" as const, text: `held ${args.seat} for ${args.minutes}` }] };
}
