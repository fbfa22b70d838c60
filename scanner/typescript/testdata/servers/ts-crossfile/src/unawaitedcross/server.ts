// A low-level handler that dispatches to tool functions of other modules inside a try whose
// catch answers with an isError result: an async function's promise returned unawaited leaves
// the try, and what it rejects with reaches the client as a JSON-RPC error (desk.ts).
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { closeTicket, labelTicket, reopenTicket, mergeTickets, pinTicket, seatStatus, seatReport } from "./desk.js"; import { seatPlan } from "./plans.js";

const server = new Server({ name: "desk", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = (request.params.arguments ?? {}) as Record<string, string>;
  try {
    switch (request.params.name) {
      case "close_ticket":
        // BAD: closeTicket is async and its promise leaves the try unawaited.
        return closeTicket(args);
      case "label_ticket":
        // FINE: labelTicket is not async: its throw is synchronous and caught below.
        return labelTicket(args);
      case "reopen_ticket":
        // FINE: awaited.
        return await reopenTicket(args);
      case "merge_tickets":
        // BAD: through a wrapper that lets its callback's throws out.
        return mergeTickets(args);
      case "pin_ticket":
        // FINE: the wrapper answers what its callback throws.
        return pinTicket(args);
      case "seat_status":
        return await seatStatus(args);
      case "seat_report":
        return await seatReport(args);
      case "seat_plan":
        return await seatPlan(args);
      default:
        throw new Error(`Unknown tool: ${request.params.name}`);
    }
  } catch (error) {
    return { content: [{ type: "text" as const, text: `Error: ${error}` }], isError: true }; // want: errorresult
  }
});
