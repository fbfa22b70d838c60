// A tool class its module exports by default, whose list holds an object literal in place.
import type { Tool } from "./types.js";

declare const seedBank: { count(kind: string): Promise<number | undefined> };

export default class SeedTools {
  getTools(): Tool[] {
    return [
      {
        name: "seeds",
        handler: async (args: any) => {
          const n = await seedBank.count(args.kind);
          if (n === undefined) {
            throw new Error(`unknown seed kind ${args.kind}`);
          }
          return { n };
        },
      },
    ];
  }
}
