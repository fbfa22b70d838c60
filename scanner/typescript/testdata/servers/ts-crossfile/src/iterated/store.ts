// A function that builds the table of store commands around a directory; server.ts registers
// the entries of the table it returns.
import { z } from "zod";
import * as fs from "node:fs/promises";

export function storeCommands(dir: string) {
  return {
    put: {
      description: "Store a value under a key",
      schema: { key: z.string(), value: z.string() },
      handler: async (args: { key: string; value: string }) => {
        try {
          await fs.writeFile(`${dir}/${args.key}`, args.value);
          return { content: [{ type: "text" as const, text: "stored" }] };
        } catch (error) {
          // BAD: the tool returns this handler's result as its own, and nothing sets isError.
          return { content: [{ type: "text" as const, text: `Could not store ${args.key}: ${error}` }] }; // want: softerror related=src/iterated/server.ts:51,src/iterated/store.ts:8
        }
      },
    },
  };
}
