// A tool function of the table in table.ts that answers its failures with isError.
declare const directory: { renew(id: string): Promise<string> };

export const renewTool = { name: "renew", description: "Renew an entry" };

export async function renew(args: any) {
  try {
    return { content: [{ type: "text" as const, text: await directory.renew(String(args?.id)) }] };
  } catch (error) {
    // FINE: isError is set.
    return { content: [{ type: "text" as const, text: `Renew failed: ${error}` }], isError: true }; // want: errorresult
  }
}

// FINE: no table holds this function, and no tool returns what it returns.
export async function retire(args: any) {
  try {
    return { content: [{ type: "text" as const, text: await directory.renew(String(args?.id)) }] };
  } catch (error) {
    return { content: [{ type: "text" as const, text: `Retire failed: ${error}` }] };
  }
}
