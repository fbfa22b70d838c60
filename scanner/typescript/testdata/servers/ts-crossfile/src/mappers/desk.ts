// The desk's tools, one method each, called by the low-level server by name.
import { fetchQueue, fetchTicket } from "./client.js";
import { DeskError, answerFailure, logFailure, rethrowDesk } from "./errors.js";

export class TicketDesk {
  async handle(name: string, args: Record<string, unknown>) {
    switch (name) {
      case "get_ticket":
        return await this.getTicket(args);
      case "close_ticket":
        return await this.closeTicket(args);
      case "list_queue":
        return await this.listQueue(args);
      case "assign":
        return await this.assign(args);
      case "retry":
        return await this.retry(args);
      default:
        throw new DeskError(`Unknown tool: ${name}`, 404);
    }
  }

  private fail(error: unknown, op: string): never {
    if (error instanceof DeskError) {
      throw error; // want: protocolerror function=fail
    }
    throw new DeskError(`${op}: ${String(error)}`, 500); // want: protocolerror function=fail
  }

  async getTicket(args: Record<string, unknown>) {
    try {
      if (typeof args.id !== "string") {
        // BAD: the catch hands it to this.fail, which throws it again.
        throw new DeskError("id is required", 400); // want: protocolerror function=getTicket related=src/mappers/desk.ts:27,src/mappers/desk.ts:9,src/mappers/server.ts:12,src/mappers/server.ts:10
      }
      const t = await fetchTicket(args.id);
      return { content: [{ type: "text" as const, text: t.title }] };
    } catch (error) {
      this.fail(error, "getTicket");
    }
  }

  async closeTicket(args: Record<string, unknown>) {
    try {
      if (typeof args.id !== "string") {
        // BAD: rethrowDesk, of another module, throws on every path.
        throw new DeskError("id is required", 400); // want: protocolerror function=closeTicket related=src/mappers/desk.ts:11,src/mappers/errors.ts:14,src/mappers/server.ts:12,src/mappers/server.ts:10
      }
      return { content: [{ type: "text" as const, text: `closed ${args.id}` }] };
    } catch (error) {
      return rethrowDesk(error, "closeTicket");
    }
  }

  async listQueue(args: Record<string, unknown>) {
    try {
      if (typeof args.queue !== "string") {
        // FINE: logFailure only logs, so the catch swallows it.
        throw new DeskError("queue is required", 400);
      }
      const names = await fetchQueue(args.queue);
      return { content: [{ type: "text" as const, text: names.join(", ") }] };
    } catch (error) {
      logFailure(error, "listQueue");
    }
    return { content: [{ type: "text" as const, text: "queue unavailable" }], isError: true }; // want: errorresult
  }

  async assign(args: Record<string, unknown>) {
    try {
      if (typeof args.to !== "string") {
        // FINE: answerFailure answers with an isError result.
        throw new DeskError("to is required", 400);
      }
      return { content: [{ type: "text" as const, text: `assigned to ${args.to}` }] };
    } catch (error) {
      return answerFailure(error);
    }
  }

  async retry(args: Record<string, unknown>) {
    try {
      try {
        if (typeof args.id !== "string") {
          // FINE: this.fail throws it again, but the outer catch answers it.
          throw new DeskError("id is required", 400);
        }
        return { content: [{ type: "text" as const, text: `retried ${args.id}` }] };
      } catch (error) {
        this.fail(error, "retry");
      }
    } catch (outer) {
      return { content: [{ type: "text" as const, text: `retry failed: ${String(outer)}` }], isError: true }; // want: errorresult
    }
  }
}
