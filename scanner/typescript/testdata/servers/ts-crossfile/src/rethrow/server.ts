// Catch-all rethrows in low-level handlers whose try calls functions of other modules: each
// names, beside its own throws, every throw of each callee that raises (through a namespace
// import, a named import, a helper of that module) and the library call that may throw in it,
// and never a callee that catches its own failures or a function that no tool calls.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import * as records from "./records.js";
import { describeRecord } from "./describe.js";
import { archive, compact, publish, reindex, restore } from "./maintenance.js";

const server = new Server({ name: "records", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  try {
    if (typeof args.id !== "string") {
      throw new Error("id must be a string");
    }
    switch (request.params.name) {
      case "count_records":
        return asText(await records.countRecords());
      case "get_record":
        return asText(await records.getRecord(args.id));
      case "describe_record":
        return asText(await describeRecord(args.id));
      case "list_records":
        return asText(await records.listRecords(args.id));
      default:
        throw new Error(`Unknown tool: ${request.params.name}`);
    }
  } catch (error) {
    // BAD: the records' failures reach the client as JSON-RPC errors. countRecords answers its
    // own failures and dropRecords is no tool's: neither is named.
    throw error; // want: protocolerror related=17,src/rethrow/records.ts:9,src/rethrow/records.ts:6,src/rethrow/describe.ts:7,src/rethrow/describe.ts:5,src/rethrow/records.ts:15,src/rethrow/records.ts:21,src/rethrow/records.ts:19
  }
});

// The try holds no throw of its own, but a library call that may throw and a same-file
// dispatcher whose calls reach four functions of another module that throw: all four are named,
// each with its throw and the library call before it.
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    await fetch(`https://audit.example/${request.params.name}`);
    return await maintain(request.params.name);
  } catch (error) {
    throw new Error(`maintenance failed: ${error}`); // want: protocolerror related=src/rethrow/maintenance.ts:7,src/rethrow/maintenance.ts:7,src/rethrow/maintenance.ts:12,src/rethrow/maintenance.ts:13,src/rethrow/maintenance.ts:19,src/rethrow/maintenance.ts:20,src/rethrow/maintenance.ts:26,src/rethrow/maintenance.ts:27
  }
});

// The try throws nothing of its own and calls only a function of another module, whose library
// call may throw: the rethrow stands on it and names it.
server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    return asText(await publish(String(request.params.arguments?.ref)));
  } catch (error) {
    throw new Error(`publish failed: ${error}`); // want: protocolerror related=src/rethrow/maintenance.ts:34
  }
});

async function maintain(task: string) {
  switch (task) {
    case "archive":
      return asText(await archive());
    case "restore":
      return asText(await restore());
    case "reindex":
      return asText(await reindex());
    case "compact":
      return asText(await compact());
  }
  return asText("nothing to do");
}

function asText(v: unknown) {
  return { content: [{ type: "text" as const, text: JSON.stringify(v) }] };
}
