export const beds = {
  async water(bed: string): Promise<number> {
    if (!bed) throw new Error("no bed");
    return 12;
  },
  async prune(bed: string): Promise<number> {
    if (!bed) throw new Error("no bed");
    return 3;
  },
};
