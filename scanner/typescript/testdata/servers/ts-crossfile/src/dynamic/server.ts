// A low-level server that loads its handlers when a tool is called (await import): what they
// throw reaches the client as a protocol error, as it would through a static import.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "dynamic", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  const { ExportHandler, ImportHandler: Importer } = await import("./handlers/index.js");
  const ops = await import("./ops.js");
  const plugins = await import(process.env.PLUGINS ?? "./plugins.js");
  // The server's own compact, not ops.ts's (maintenance imports that one under the same name).
  const compact = (days: unknown) => ({ content: [{ type: "text" as const, text: `compacted ${String(days)}` }] });
  if (request.params.name === "export") {
    const handler = new ExportHandler();
    return await handler.run(args);
  }
  if (request.params.name === "import") {
    const handler = new Importer();
    return await handler.run(args);
  }
  if (request.params.name === "purge") {
    return await ops.purge(args);
  }
  if (request.params.name === "plugin") {
    return await plugins.run(args);
  }
  if (request.params.name === "compact") {
    return compact(args.days);
  }
  return { content: [{ type: "text", text: `Unknown tool: ${request.params.name}` }], isError: true }; // want: errorresult
});

// Not a tool: compacts at start-up with ops.ts's compact.
export async function maintenance() {
  const { compact } = await import("./ops.js");
  await compact(30);
}
