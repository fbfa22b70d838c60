// Like tickets.ts, with a two-word group name in its unknown-tool message, the name in `if`s.
export async function handleNoteTools(store: { read(id: string): Promise<string> }, name: string, args: any) {
  if (name === "note_read") {
    try {
      return await store.read(String(args.id));
    } catch (error: any) {
      return { failed: true, reason: String(error) };
    }
  }
  throw new Error(`Unknown shared note tool: ${name}`);
}
