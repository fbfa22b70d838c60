// Unknown tools answered by the branch of a failed lookup, whatever the message says.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";

type Entry = { title: string; run: (args: unknown) => Promise<string> };

const registry = new Map<string, Entry>();
const byTitle: Entry[] = [];
const catalogue: Record<string, Entry> = {};

const server = new Server({ name: "lookup", version: "0.1.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  let { name, arguments: args } = request.params;
  if (name.startsWith("ns__")) {
    name = name.slice(4);
  }
  const entry = byTitle.find((e) => e.title === name);
  if (!entry) {
    const listing = byTitle.map((e) => e.title).join(", ");
    throw new McpError(ErrorCode.InvalidParams, `${name} is not here; try one of ${listing}`);
  }
  if (!args) {
    throw new McpError(ErrorCode.InvalidParams, `arguments are required for ${name}`); // want: protocolerror outcome=protocol-error function=tools/call
  }
  const found = await entry.run(args);
  if (found === undefined) {
    throw new Error("run gave nothing"); // want: protocolerror function=tools/call
  }
  const shown = `No tool called ${name}`;
  if (!registry.has(request.params.name)) {
    throw new McpError(ErrorCode.InvalidParams, shown);
  }
  const toolName = request.params.name;
  const other = catalogue[toolName];
  if (other === undefined) {
    throw new Error(`cannot serve ${toolName}`);
  } else {
    const record = registry.get("audit-log");
    if (!record) {
      throw new Error("audit log entry is missing"); // want: protocolerror function=tools/call
    }
  }
  const picked = registry.get(name);
  if (picked) {
    return { content: [{ type: "text", text: await picked.run(args) }] };
  } else {
    throw new Error(`nothing registered as ${name}`);
  }
});

const lastWords = "Unknown tool requested";

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name } = request.params;
  const input = request.params.arguments ?? {};
  const hit = byTitle.find((e) => e.title === String(input.target));
  if (!hit) {
    throw new Error(`no entry titled ${String(input.target)}`); // want: protocolerror function=tools/call
  }
  if (name === "echo") {
    return { content: [{ type: "text", text: await hit.run(input) }] };
  }
  throw new McpError(ErrorCode.InvalidParams, lastWords);
});
