// A low-level server that parses the tool's arguments with schemas another module exports.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { FetchInput, LooseInput, TranscriptInput, passThrough } from "./schemas.js";

declare const fetcher: { get(url: string): Promise<string> };

const server = new Server({ name: "fetch", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  if (name === "fetch_transcript") {
    // BAD: invalid arguments throw a ZodError out of the handler, a JSON-RPC -32603.
    const input = TranscriptInput.parse(args); // want: protocolerror function=tools/call related=src/zodimport/schemas.ts:6
    return { content: [{ type: "text" as const, text: await fetcher.get(input.url) }] };
  }
  if (name === "fetch_loose") {
    // FINE: not a zod schema that the root builds.
    const loose = LooseInput.parse(args);
    const same = passThrough.parse(args);
    return { content: [{ type: "text" as const, text: `${loose.url} ${String(same)}` }] };
  }
  if (name === "fetch_checked") {
    try {
      // FINE: the catch answers with isError.
      const checked = FetchInput.parse(args);
      return { content: [{ type: "text" as const, text: await fetcher.get(checked.url) }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: `invalid arguments: ${error}` }], isError: true }; // want: errorresult
    }
  }
  const input = FetchInput.parse(request.params.arguments); // want: protocolerror function=tools/call related=src/zodimport/schemas.ts:4
  return { content: [{ type: "text" as const, text: await fetcher.get(input.url) }] };
});
