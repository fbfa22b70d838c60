// A low-level handler whose failures reach the returned result through local variables: the
// JSON text in one constant, the result object in another, logged before the return. The
// finding stands at the return and names the failure literal (the error member) as related.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

declare const store: {
  get(key: string): Promise<{ exists: boolean; value?: string }>;
  list(prefix: string): Promise<string[]>;
};
declare const log: { debug(msg: string, extra?: string): void };

const server = new Server({ name: "store", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  try {
    switch (request.params.name) {
      case "get_item": {
        const item = await store.get(String(args.key));
        if (!item.exists) {
          const payload = JSON.stringify({
            error: "Item not found",
          });
          const response = { // want: softerror related=30,23
            content: [{ type: "text", text: payload }],
          };
          log.debug("get_item response", JSON.stringify(response));
          // BAD: the failure JSON reaches the result through two constants.
          return response;
        }
        const payload = JSON.stringify({ value: item.value });
        const response = { content: [{ type: "text", text: payload }] };
        // FINE: success JSON through the same two constants.
        return response;
      }
      case "list_items": {
        try {
          const keys = await store.list(String(args.prefix ?? ""));
          let payload = JSON.stringify({ keys });
          const response = { content: [{ type: "text", text: payload }] };
          return response;
        } catch (error) {
          let payload = JSON.stringify({
            error: "Failed to list items",
            details: error instanceof Error ? error.message : "Unknown error",
          });
          let response = { content: [{ type: "text", text: payload }] }; // want: softerror related=50,45
          // BAD: let variables assigned once are followed as constants are.
          return response;
        }
      }
      case "count_items": {
        const keys = await store.list("");
        let payload = JSON.stringify({ error: "Store is empty" });
        if (keys.length > 0) {
          payload = JSON.stringify({ count: keys.length });
        }
        // NOT REPORTED (a known miss, kept on purpose): the declared failure and a success
        // share the variable, and only variables holding one value, or failures on every
        // assignment, are followed.
        return { content: [{ type: "text", text: payload }] };
      }
      case "peek_item": {
        let payload = JSON.stringify({ error: "Nothing to peek" });
        payload = JSON.stringify({ value: (await store.get("head")).value });
        // FINE: reassigned to a success before the return.
        return { content: [{ type: "text", text: payload }] };
      }
      case "drop_item": {
        const item = await store.get(String(args.key));
        if (!item.exists) {
          const payload = JSON.stringify({ error: "Item not found" });
          const response: { content: { type: string; text: string }[]; isError?: boolean } = {
            content: [{ type: "text", text: payload }],
          };
          response.isError = true; // want: errorresult
          // FINE: the flag is set on the variable before the return.
          return response;
        }
        return { content: [{ type: "text", text: "dropped" }] };
      }
      default: {
        const message = `Unknown tool: ${request.params.name}`;
        const response = { content: [{ type: "text", text: message }], isError: true }; // want: errorresult
        // FINE: flagged.
        return response;
      }
    }
  } catch (error) {
    const payload = JSON.stringify({
      error: "Request failed",
      details: error instanceof Error ? error.message : String(error),
    });
    const response = { content: [{ type: "text", text: payload }] }; // want: softerror related=98,92
    log.debug("error response", JSON.stringify(response));
    // BAD: the handler's outer catch answers the same shape.
    return response;
  }
});
