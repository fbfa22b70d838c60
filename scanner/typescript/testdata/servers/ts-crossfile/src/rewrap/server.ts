// A low-level handler that rebuilds the client's results from their text: the flag the client
// sets on failure is lost unless the handler reads it.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "names", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const store = await import("./store.js");
  switch (request.params.name) {
    case "list_names": {
      const result = await store.listNames(String(request.params.arguments?.path ?? ""));
      // BAD: listNames's isError result goes out as a success: only its text is kept.
      return { content: [{ type: "text", text: result.content[0].text }] }; // want: softerror related=src/rewrap/store.ts:9
    }
    case "list_checked": {
      const result = await store.listNames();
      if (result.isError) {
        return result;
      }
      // FINE: the failure left above with its flag.
      return { content: [{ type: "text", text: result.content[0].text }] };
    }
    case "list_flagged": {
      const result = await store.listNames();
      // FINE: the flag is passed on.
      return { content: [{ type: "text", text: result.content[0].text }], isError: result.isError };
    }
    default: {
      const result = await store.countNames();
      // FINE: countNames never answers isError.
      return { content: [{ type: "text", text: result.content[0].text }] };
    }
  }
});
