// A tool module whose callback catches every failure and answers it itself.
import { z } from "zod";
import registry from "../registry.js";

registry.add("count", {
  name: "count_books",
  description: "Count the books on a shelf",
  inputSchema: { shelf: z.string() },
  callback: async (args: { shelf: string }) => {
    try {
      if (!args.shelf) {
        // FINE: the catch below answers it with an isError result.
        throw new Error("shelf is required");
      }
      const res = await fetch(`https://shelf.example/shelves/${args.shelf}/count`);
      return { content: [{ type: "text", text: await res.text() }] };
    } catch (error: any) {
      return { isError: true, content: [{ type: "text", text: `Counting failed: ${error.message}` }] }; // want: errorresult
    }
  },
});
