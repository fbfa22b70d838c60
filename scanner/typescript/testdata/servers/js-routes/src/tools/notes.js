// The note tools' handler: a failure comes back as an isError result.
export async function handleNoteTools(client, toolName, args) {
  switch (toolName) {
    case "note_get":
      return getNote(client, args);
    default:
      return { content: [{ type: "text", text: `Unknown note tool: ${toolName}` }], isError: true }; // want: errorresult
  }
}

async function getNote(client, args) {
  if (!args.id) {
    return { content: [{ type: "text", text: "Error: id is required" }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text", text: JSON.stringify(await client.get(args.id)) }] };
}
