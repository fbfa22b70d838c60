// A tool function of the table in table.ts that answers a failure as a success.
declare const directory: { find(id: string): Promise<string> };

export const lookupTool = { name: "lookup", description: "Find an entry by id" };

export async function lookup(args: any) {
  try {
    const entry = await directory.find(String(args?.id));
    return { content: [{ type: "text" as const, text: entry }] };
  } catch (error) {
    // BAD: the tools/call handler returns this as it is, and nothing sets isError.
    return { content: [{ type: "text" as const, text: `Lookup failed: ${error}` }] }; // want: softerror related=src/softregistry/server.ts:14,src/softregistry/table.ts:6
  }
}
