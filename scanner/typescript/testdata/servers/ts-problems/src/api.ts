export const api = {
  async get(_u: string) { return { body: "" }; },
  async sync() {},
  async status() { return { ok: true }; },
  async search(_q: string): Promise<{ id: string; title: string; error?: string }[]> { return []; },
  async remove() {},
  async resolve(_n: string): Promise<{ results: string[]; error?: string }> { return { results: [] }; },
};
