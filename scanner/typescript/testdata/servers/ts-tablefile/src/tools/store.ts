const notes = new Map<string, string>();

export const store = {
  async get(id: string): Promise<string> {
    const n = notes.get(id);
    if (n === undefined) throw new Error(`no note ${id}`);
    return n;
  },
  async archive(id: string): Promise<void> {
    // archive_note's handler calls it outside a try, through the list tools/index.ts exports.
    if (!notes.delete(id)) throw new Error(`no note ${id}`); // want: raisederror
  },
};
