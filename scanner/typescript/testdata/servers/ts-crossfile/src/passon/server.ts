// A call's value handed through a helper before the tool serializes it.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { KennelClient } from "./kennel.js";
import { countReply, stampReply } from "./stamp.js";

const server = new Server({ name: "kennel", version: "1.0.0" }, { capabilities: { tools: {} } });
const client = new KennelClient();

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "list_dogs": {
      const result = await client.listDogs();
      const stamped = stampReply(result);
      return { content: [{ type: "text", text: JSON.stringify(stamped) }] }; // want: softerror
    }
    case "count_dogs": {
      const result = await client.listDogs();
      // FINE: countReply builds a new object, the failure does not pass through as it is.
      const counted = countReply(result);
      return { content: [{ type: "text", text: JSON.stringify(counted) }] };
    }
    default:
      return { content: [{ type: "text", text: `Unknown tool` }], isError: true }; // want: errorresult
  }
});
