// GOOD for the rule: dispatchers whose shared return tells a failure from a success.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { readShelf, stockShelf, countShelf } from "./pantry.js";

const flagged = new Server({ name: "flagged", version: "1.0.0" }, { capabilities: { tools: {} } });

// The shared return copies the failure into isError.
flagged.setRequestHandler(CallToolRequestSchema, async (request) => {
  let result: any;
  switch (request.params.name) {
    case "read_shelf":
      result = await readShelf(request.params.arguments as any);
      break;
    case "stock_shelf":
      result = await stockShelf(request.params.arguments as any);
      break;
    default:
      throw new Error("unknown tool");
  }
  return { content: [{ type: "text", text: JSON.stringify(result) }], isError: result.success === false };
});

const tested = new Server({ name: "tested", version: "1.0.0" }, { capabilities: { tools: {} } });

// The result is tested before the shared return, and a failure leaves with isError.
tested.setRequestHandler(CallToolRequestSchema, async (request) => {
  let result: any;
  switch (request.params.name) {
    case "read_shelf":
      result = await readShelf(request.params.arguments as any);
      break;
    default:
      result = await stockShelf(request.params.arguments as any);
  }
  if (!result.success) {
    return { content: [{ type: "text", text: result.error.message }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});

const counted = new Server({ name: "counted", version: "1.0.0" }, { capabilities: { tools: {} } });

// The only callee never answers a failure object.
counted.setRequestHandler(CallToolRequestSchema, async (request) => {
  let result: any;
  switch (request.params.name) {
    case "count_shelf":
      result = await countShelf(request.params.arguments as any);
      break;
    default:
      throw new Error("unknown tool");
  }
  return { content: [{ type: "text", text: JSON.stringify(result) }] };
});
