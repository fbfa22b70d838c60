// A tool that makes sure the backend is up first, leaving the waiting to ensureReady's default.
import { z } from "zod";
import { ensureReady } from "./ready.js";

export function registerReadyTools(server, backend) {
  server.registerTool("status", { inputSchema: { verbose: z.boolean().optional() } }, async () => {
    await ensureReady({ backend, settle: settleFirmly });
    return { content: [{ type: "text", text: "ready" }] };
  });
}

async function settleFirmly(backend) {
  if (!backend.settled) throw new Error("The backend did not settle"); // want: raisederror related=src/paramdefault/tools.js:6,src/paramdefault/tools.js:7,src/paramdefault/ready.js:5
}
