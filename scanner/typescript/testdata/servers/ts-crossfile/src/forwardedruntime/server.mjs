// A handler that calls a member of a runtime held in a const: one bound to what a function of
// the file forwards (`options.runtime || createRuntime(options)`), one bound to the default
// of an option (`options.runtime ?? createCachedRuntime(options)`). Each names the member of
// the object the factory returns.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { createRuntime, createCachedRuntime } from "./runtime.mjs";

function resolveRuntime(options = {}) {
  return options.runtime || createRuntime(options);
}

export function createLookupServer(options = {}) {
  const runtime = resolveRuntime(options);
  const server = new Server({ name: "lookup", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    return runtime.callTool(request.params.name, request.params.arguments || {});
  });
  return server;
}

export function createCachedServer(options = {}) {
  const runtime = options.runtime ?? createCachedRuntime(options);
  const server = new Server({ name: "cached", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    return runtime.callTool(request.params.name, request.params.arguments || {});
  });
  return server;
}
