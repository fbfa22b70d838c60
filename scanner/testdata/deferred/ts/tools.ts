// Registers a tool on a server it is handed: no import of the SDK, no needle but ".tool(".
import { z } from "zod";
import { fetchItem } from "./client.js";

export function registerTools(server) {
  server.tool("describe", { id: z.string() }, async ({ id }) => {
    const item = await fetchItem(id);
    return { content: [{ type: "text", text: String(item) }] };
  });
}
