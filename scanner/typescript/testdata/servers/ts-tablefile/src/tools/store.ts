const notes = new Map<string, string>();

export const store = {
  async get(id: string): Promise<string> {
    const n = notes.get(id);
    if (n === undefined) throw new Error(`no note ${id}`);
    return n;
  },
  async archive(id: string): Promise<void> {
    if (!notes.delete(id)) throw new Error(`no note ${id}`);
  },
};
