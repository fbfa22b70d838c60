// A tool module that hands its definition to the registry; load.ts and server.ts register it.
import { z } from "zod";
import registry from "../registry.js";

registry.add("shelve", {
  name: "shelve_book",
  description: "Put a book on a shelf",
  inputSchema: { id: z.string() },
  async callback(args: { id: string }) {
    try {
      const res = await fetch(`https://shelf.example/books/${args.id}/shelve`, { method: "POST" });
      return { content: [{ type: "text", text: await res.text() }] };
    } catch (error: any) {
      // BAD: registerTool's callback, through the registry and the loader: an isError result.
      throw new Error(`Shelving failed: ${error.message}`); // want: raisederror
    }
  },
});
