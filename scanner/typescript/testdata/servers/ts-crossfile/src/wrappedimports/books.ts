// Tool objects (a name from the configuration table, a schema, a handler) and a plain handler,
// which the server hands to its wrappers.
import { z } from "zod";
import { TOOL_SETTINGS } from "./config.js";

declare const catalog: {
  lend(isbn: string): Promise<{ due: string }>;
  giveBack(isbn: string): Promise<void>;
  renew(loanId: string): Promise<{ due: string }>;
};

export const lendBookTool = {
  name: TOOL_SETTINGS.books.lend.name,
  description: TOOL_SETTINGS.books.lend.description,
  parameters: { isbn: z.string() },
  handler: async (params: { isbn: string }) => {
    try {
      const loan = await catalog.lend(params.isbn);
      return { content: [{ type: "text" as const, text: `due ${loan.due}` }] };
    } catch (error: any) {
      // BAD: traced passes it on to the SDK: an isError result of prose.
      throw new Error(`Failed to lend book: ${error.message}`); // want: raisederror related=src/wrappedimports/books.ts:12,src/wrappedimports/server.ts:31
    }
  },
};

export const returnBookTool = {
  name: TOOL_SETTINGS.books.giveBack.name,
  description: TOOL_SETTINGS.books.giveBack.description,
  parameters: { isbn: z.string() },
  handler: async (params: { isbn: string }) => {
    if (!params.isbn) {
      throw new Error("isbn is required"); // FINE: answered's catch answers it with an isError result
    }
    await catalog.giveBack(params.isbn);
    return { content: [{ type: "text" as const, text: "returned" }] };
  },
};

export const shelveBookTool = {
  name: TOOL_SETTINGS.books.shelve.name,
  description: TOOL_SETTINGS.books.shelve.description,
  parameters: { isbn: z.string() },
  handler: async (params: { isbn: string }) => {
    if (!params.isbn) {
      throw new Error("isbn is required"); // FINE: no registration runs this tool
    }
    return { content: [{ type: "text" as const, text: "shelved" }] };
  },
};

export async function renewLoan(params: { loanId: string }) {
  if (!params.loanId) {
    // BAD: traced passes it on to the SDK.
    throw new Error("loanId is required"); // want: raisederror related=src/wrappedimports/server.ts:39,src/wrappedimports/server.ts:10
  }
  const loan = await catalog.renew(params.loanId);
  return { content: [{ type: "text" as const, text: `due ${loan.due}` }] };
}

export async function renewAll(params: { reader: string }) {
  if (!params.reader) {
    throw new Error("reader is required"); // FINE: answered's catch answers it
  }
  return { content: [{ type: "text" as const, text: "renewed" }] };
}
