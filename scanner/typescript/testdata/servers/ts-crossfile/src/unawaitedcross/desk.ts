// Tool functions of the desk server (server.ts), and the wrappers they hand their bodies to
// (wrappers.ts).
import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { withSeat, quietSeat } from "./wrappers.js";

declare const api: { post(path: string): Promise<{ ok: boolean; status: number }> };

export async function closeTicket(args: Record<string, string>) {
  const res = await api.post(`/tickets/${args.id}/close`);
  if (!res.ok) {
    throw new McpError(ErrorCode.InternalError, `close failed: ${res.status}`); // want: protocolerror related=src/unawaitedcross/server.ts:10,src/unawaitedcross/server.ts:16
  }
  return { content: [{ type: "text" as const, text: `closed ${args.id}` }] };
}

export function labelTicket(args: Record<string, string>) {
  if (!args.label) {
    throw new Error("label is required");
  }
  return { content: [{ type: "text" as const, text: `labelled ${args.id}` }] };
}

export async function reopenTicket(args: Record<string, string>) {
  const res = await api.post(`/tickets/${args.id}/reopen`);
  if (!res.ok) {
    throw new Error(`reopen failed: ${res.status}`);
  }
  return { content: [{ type: "text" as const, text: `reopened ${args.id}` }] };
}

export async function mergeTickets(args: Record<string, string>) {
  return withSeat(args, async (seat) => {
    try {
      const res = await api.post(`/seats/${seat}/merge/${args.id}`);
      return { content: [{ type: "text" as const, text: `merged ${args.id}: ${res.status}` }] };
    } catch (error: any) {
      if (error.status === 404) {
        // BAD: the tool's failure, as a success.
        return { content: [{ type: "text" as const, text: `# Ticket Not Found\n\nCould not merge ticket ${args.id}.` }] }; // want: softerror related=src/unawaitedcross/desk.ts:32,src/unawaitedcross/wrappers.ts:8,src/unawaitedcross/server.ts:25
      }
      throw new McpError(ErrorCode.InternalError, `merge failed: ${error}`); // want: protocolerror related=src/unawaitedcross/wrappers.ts:8,src/unawaitedcross/server.ts:10,src/unawaitedcross/server.ts:25
    }
  });
}

export async function pinTicket(args: Record<string, string>) {
  return quietSeat(args, async (seat) => {
    const res = await api.post(`/seats/${seat}/pin/${args.id}`);
    if (!res.ok) {
      // FINE: quietSeat answers it with an isError result.
      throw new Error(`pin failed: ${res.status}`);
    }
    return { content: [{ type: "text" as const, text: `pinned ${args.id}` }] };
  });
}

// A callback's failure blocks other than a catch: a branch that words a failure is the tool's
// own, as in the tool's body; a success that speaks of the response, or the callback's last
// return, is no failure block's.
export async function seatStatus(args: Record<string, string>) {
  return withSeat(args, async (seat) => {
    const res = await api.post(`/seats/${seat}/status`);
    if (res.ok) {
      // FINE: a success that mentions the response.
      return { content: [{ type: "text" as const, text: `Response received for seat ${seat}.` }] };
    } else {
      console.error("Unexpected response:", res);
      // BAD: the API answered what the tool cannot use, as a success.
      return { content: [{ type: "text" as const, text: "Unexpected response format." }] }; // want: softerror
    }
  });
}

export async function seatReport(args: Record<string, string>) {
  return withSeat(args, async (seat) => {
    const res = await api.post(`/seats/${seat}/report`);
    // FINE: the callback's last return, a summary whose count the run chooses.
    return { content: [{ type: "text" as const, text: `Report for ${seat}: ${res.status} checks failed` }] };
  });
}
