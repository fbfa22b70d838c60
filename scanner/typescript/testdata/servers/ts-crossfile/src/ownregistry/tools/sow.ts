// A tool module: registers the sow tool, whose handler validates its rows and calls the client.
import { z } from "zod";
import { GreenhouseClient } from "../greenhouse.js";
import { registerEntry } from "../registry.js";

function checkRows(rows: number[]): void {
  for (const r of rows) {
    if (r < 1) {
      // BAD: named by the server's rethrow, as the handler's own throw and the client's are.
      throw new Error(`row ${r} does not exist`);
    }
  }
}

registerEntry({
  name: "sow",
  description: "Sow seeds in rows of a bed",
  schema: z.object({ bed: z.string(), rows: z.array(z.number()) }),
  handler: async (input) => {
    if (input.rows.length === 0) {
      throw new Error("give at least one row");
    }
    checkRows(input.rows);
    const client = new GreenhouseClient("http://greenhouse.local");
    await client.bed(input.bed);
    return { sown: input.rows.length };
  },
});
