// The notes the actions read.
const data = new Map<string, string>();

export const notes = {
  async get(id: string): Promise<string> {
    const v = data.get(id);
    if (v === undefined) throw new Error(`no note ${id}`);
    return v;
  },
};
