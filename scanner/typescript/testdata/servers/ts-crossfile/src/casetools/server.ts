// A low-level handler whose switch on the tool name sets one result from a call in each case and
// returns it after the switch: the finding names the tools whose case calls a callee that
// answers a failure, and each such case ahead of the callee's places.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { PrinterClient } from "./printer.js";

const printer = new PrinterClient();
const server = new Server({ name: "printer", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  const host = String(args?.host ?? "localhost");
  try {
    let result;
    switch (name) {
      case "printer_status":
        result = await printer.getStatus(host);
        break;
      case "printer_jobs":
        // FINE: listJobs gives back data; its case is not named.
        result = await printer.listJobs(host);
        break;
      case "printer_log":
        result = await printer.getLog(host);
        break;
      default:
        throw new Error(`Unknown tool: ${name}`);
    }
    // BAD: getStatus's and getLog's failure objects go out as successes of their tools.
    return { content: [{ type: "text", text: JSON.stringify(result) }] }; // want: softerror related=17,src/casetools/printer.ts:7,24,src/casetools/printer.ts:19
  } catch (error) {
    return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult
  }
});

const other = new Server({ name: "printer-ops", version: "1.0.0" }, { capabilities: { tools: {} } });

other.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  const host = String(args.host ?? "localhost");
  let result;
  switch (args.operation) {
    case "status":
      result = await printer.getStatus(host);
      break;
    default:
      result = await printer.listJobs(host);
  }
  // BAD, named by its calls: a switch on an operation, not on the tool name, has no tool's case.
  return { content: [{ type: "text", text: JSON.stringify(result) }] }; // want: softerror related=src/casetools/printer.ts:7
});
