// A low-level server whose handlers hand every call to a dispatcher of another module: what the
// dispatchers' catch-alls throw reaches the client as a JSON-RPC error, and each finding names
// every throw its catch passes on.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { dispatch } from "./notes.js";
import { runJob } from "./jobs.js";

const server = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const result = await dispatch(request.params.name, request.params.arguments ?? {});
  return result;
});

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const step = Number(request.params.arguments?.step ?? 0);
  return await runJob(step);
});
