export const db = {
  async find(id: string) { return id === "1" ? { id, locked: false } : undefined; },
  async remove(_id: string) {},
  async overQuota() { return false; },
  async exportBroken() { return false; },
};
