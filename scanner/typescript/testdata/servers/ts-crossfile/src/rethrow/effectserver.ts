// Catch-all rethrows around functions that build Effect-TS effects: only a function that runs
// one (Effect.runPromise) may throw; one that only builds an effect is never named.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { planJob, runJob, stepsOf } from "./effectjobs.js";

const server = new Server({ name: "effectjobs", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const id = String(request.params.arguments?.id);
  try {
    const plan = planJob(id);
    const steps = stepsOf(id);
    return { content: [{ type: "text", text: JSON.stringify({ plan, steps }) }] };
  } catch (error) {
    throw error; // GOOD for the rule: building the effects throws nothing, so this never runs
  }
});

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const id = String(request.params.arguments?.id);
  try {
    planJob(id);
    return { content: [{ type: "text", text: await runJob(id) }] };
  } catch (error) {
    // BAD: runJob's failure reaches the client as a JSON-RPC error; planJob is not named.
    throw error; // want: protocolerror related=src/rethrow/effectjobs.ts:26
  }
});
