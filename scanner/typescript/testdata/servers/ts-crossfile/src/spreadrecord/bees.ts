// A table of tools by name, each entry with a schema and a handler.
import { z } from "zod";

declare const apiary: { count(hive: string): Promise<number> };

export const beeTools = {
  countBees: {
    description: "Count the bees of a hive",
    schema: z.object({ hive: z.string() }),
    handler: async ({ hive }: { hive: string }) => {
      if (!hive.startsWith("hive-")) {
        throw new Error("a hive id starts with hive-"); // a business failure the handler below rethrows
      }
      return apiary.count(hive);
    },
  },
};

// FINE: no record the server looks tools up in spreads this table.
export const spareTools = {
  smokeHive: {
    description: "Smoke a hive",
    schema: z.object({ hive: z.string() }),
    handler: async ({ hive }: { hive: string }) => {
      if (!hive) throw new Error("hive is required");
      return "smoked";
    },
  },
};
