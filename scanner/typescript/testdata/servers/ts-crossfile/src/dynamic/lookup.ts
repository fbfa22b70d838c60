// Tool functions a server registers after a dynamic import.
export async function find({ id }: { id: string }) {
  if (id.length > 64) {
    // BAD: the find tool's failure, sent as a success.
    return { content: [{ type: "text" as const, text: "Error: id is too long" }] }; // want: softerror related=src/dynamic/highlevel.ts:10
  }
  return { content: [{ type: "text" as const, text: `found ${id}` }] };
}

export async function archive({ id }: { id: string }) {
  if (!id.startsWith("rec-")) {
    // BAD: the archive tool's failure, sent as a success.
    return { content: [{ type: "text" as const, text: `Error: ${id} is no record id` }] }; // want: softerror related=src/dynamic/highlevel.ts:11
  }
  return { content: [{ type: "text" as const, text: `archived ${id}` }] };
}

// FINE: no tool registers it.
export async function forget({ id }: { id: string }) {
  return { content: [{ type: "text" as const, text: `Error: cannot forget ${id}` }] };
}
