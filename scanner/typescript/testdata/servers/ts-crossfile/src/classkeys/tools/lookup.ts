// A tool function registered in another module, imported there through the barrel.
export async function lookupRecord({ id }: { id: string }) {
  if (id.length > 64) {
    // BAD: the lookup_record tool's own failure, sent as a success.
    return { content: [{ type: "text" as const, text: "Error: id is too long" }] }; // want: softerror related=src/classkeys/highlevel.ts:8
  }
  return { content: [{ type: "text" as const, text: `record ${id}` }] };
}

// FINE: no tool registers it.
export async function dropRecord({ id }: { id: string }) {
  return { content: [{ type: "text" as const, text: `Error: cannot drop ${id}` }] };
}
