// A low-level server that answers with the message of what a helper's promise resolves to.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { closePage, openPage } from "./open.js";

const server = new Server({ name: "pages", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  switch (request.params.name) {
    case "open_page": {
      const result = await openPage(String(args.url));
      // BAD: the promise resolves success: false when the page does not open.
      return { content: [{ type: "text" as const, text: result.message }] }; // want: softerror related=src/resolve/open.ts:11
    }
    case "close_page": {
      // FINE: closePage resolves only a success.
      const result = await closePage(Number(args.pid));
      return { content: [{ type: "text" as const, text: result.message }] };
    }
  }
  return { content: [{ type: "text" as const, text: "Unknown tool" }], isError: true }; // want: errorresult
});
