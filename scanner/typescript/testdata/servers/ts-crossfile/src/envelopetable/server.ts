import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { lendBook, renewBook, auditShelf } from "./tools/loans.js";
import { weighParcel } from "./tools/parcels.js";

const LOAN_HANDLERS = { lend_book: lendBook, renew_book: renewBook, audit_shelf: auditShelf };
const LOAN_DEFS = [
  { name: "lend_book", description: "Lend a book" },
  { name: "renew_book", description: "Renew a loan" },
  { name: "audit_shelf", description: "Audit a shelf" },
];
const PARCEL_HANDLERS = { weigh_parcel: weighParcel };

// Unpacks the envelope a handler may answer with, then serializes it: the envelope's payload is
// the result's text.
function unpacking(label: string, handler: (args: any) => any) {
  return async (args: any) => {
    try {
      const raw = await handler(args ?? {});
      let payload;
      if (raw && typeof raw === "object" && "payload" in raw && "_stats" in raw) {
        payload = raw.payload;
      } else {
        payload = raw;
      }
      const text = JSON.stringify(payload, null, 2);
      return { content: [{ type: "text" as const, text }], structuredContent: payload };
    } catch (err: any) {
      return { content: [{ type: "text" as const, text: `${label}: ${err.message}` }], isError: true }; // want: errorresult
    }
  };
}

// Serializes the envelope whole: no member of it is the answer on its own.
function whole(label: string, handler: (args: any) => any) {
  return async (args: any) => {
    const raw = await handler(args);
    return { content: [{ type: "text" as const, text: JSON.stringify({ label, raw }) }] };
  };
}

export function registerLoanTools(server: McpServer) {
  for (const def of LOAN_DEFS) {
    const handler = unpacking(def.name, LOAN_HANDLERS[def.name as keyof typeof LOAN_HANDLERS]);
    server.registerTool(def.name, { description: def.description }, handler);
  }
  for (const name of Object.keys(PARCEL_HANDLERS)) {
    server.registerTool(name, { description: "Weigh a parcel" }, whole(name, PARCEL_HANDLERS[name as keyof typeof PARCEL_HANDLERS]));
  }
}
