import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { queueLater, runLimited } from "./limit.js";

export function registerBeds(server: McpServer) {
  server.tool("water_beds", "Water beds", { beds: z.array(z.string()) }, async ({ beds }) => {
    const done = await runLimited(
      beds.map((bed) => async () => {
        if (bed === "") {
          throw new Error("a bed has no name"); // want: raisederror
        }
        return bed;
      }),
    );
    queueLater(
      beds.map((bed) => async () => {
        if (bed === "x") {
          throw new Error("bed x is dry"); // FINE: a call left unawaited, which runs the thunks later
        }
        return bed;
      }),
    );
    return { content: [{ type: "text", text: done.join(",") }] };
  });
}
