// What the tools of tools.ts call.
export async function closeRemote(id: string) {
  if (id.startsWith("_")) {
    // FINE: only close_task calls it, and createHandler's catch answers what it throws.
    throw new Error(`cannot close ${id}`);
  }
}

export async function shout(text: string) {
  if (text === text.toUpperCase()) {
    throw new Error("already loud"); // want: raisederror
  }
  return text.toUpperCase();
}
