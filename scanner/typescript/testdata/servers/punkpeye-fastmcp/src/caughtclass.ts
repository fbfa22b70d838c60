// A catch's branches for one class of error run only if the try can throw that class.
import { FastMCP, UserError } from "fastmcp";
import { NotReadyError } from "./notready.js";
import { loadRemote } from "./remote.js";
import { checkTree, loadLater, loadVia, notYet, runWith, withRetry } from "./remotecalls.js";

const server = new FastMCP({ name: "classes", version: "1.0.0" });

class QuotaError extends Error {}
class HardQuotaError extends QuotaError {}

function parseId(raw: string): number {
  const n = JSON.parse(raw); // a SyntaxError on bad JSON
  if (typeof n !== "number") {
    throw new UserError(`not a number: ${raw}`); // want: raisederror shape=prose-only
  }
  return n;
}

server.addTool({
  name: "stub",
  execute: async (args: { id: string }, { log }) => {
    try {
      log.info(`stub for ${args.id}`);
      throw new NotReadyError("not implemented yet"); // want: raisederror shape=prose-only
    } catch (error: any) {
      // Fine: nothing in the try throws a UserError.
      if (error instanceof UserError) throw error;
      if (error instanceof NotReadyError) throw error; // want: raisederror shape=prose-only
      // Fine: the try throws only NotReadyError, which left on the line above.
      throw new UserError(`stub failed: ${error.message}`);
    }
  },
});

server.addTool({
  name: "fetchDoc",
  execute: async (args: { url: string }) => {
    try {
      const res = await fetch(args.url);
      return await res.text();
    } catch (error: any) {
      // Fine: fetch rejects with its own errors, never a UserError or a NotReadyError.
      if (error instanceof UserError) throw error;
      if (error instanceof NotReadyError) throw error;
      throw new UserError(`fetch failed: ${error.message}`); // want: raisederror shape=prose-only
    }
  },
});

server.addTool({
  name: "parse",
  execute: async (args: { id: string }) => {
    try {
      return String(parseId(args.id));
    } catch (error: any) {
      // parseId, a function of this file, throws a UserError, and JSON.parse a SyntaxError.
      if (error instanceof UserError) throw error; // want: raisederror shape=prose-only
      throw new UserError(`parse failed: ${error.message}`); // want: raisederror shape=prose-only
    }
  },
});

server.addTool({
  name: "remote",
  execute: async (args: { id: string }) => {
    try {
      return await loadRemote(args.id);
    } catch (error: any) {
      // Another module of the root: it may throw a NotReadyError.
      if (error instanceof NotReadyError) throw error; // want: raisederror shape=prose-only
      throw new UserError("remote failed"); // want: raisederror shape=prose-only
    }
  },
});

server.addTool({
  name: "retry",
  execute: async (args: { id: string }) => {
    try {
      return await retrying(() => parseId(args.id));
    } catch (error: any) {
      // A library handed a callback throws what the callback throws: a UserError.
      if (error instanceof UserError) throw error; // want: raisederror shape=prose-only
      throw new UserError("retry failed"); // want: raisederror shape=prose-only
    }
  },
});

server.addTool({
  name: "quota",
  execute: async (args: { n: number }) => {
    try {
      if (args.n > 10) throw new HardQuotaError("hard limit"); // want: raisederror shape=prose-only
      return "ok";
    } catch (error: any) {
      // A subclass declared in the file is an instance of its base.
      if (error instanceof QuotaError) throw error; // want: raisederror shape=prose-only
      // Fine: a HardQuotaError is a QuotaError, which left above.
      throw new UserError("quota check failed");
    }
  },
});

server.addTool({
  name: "tree",
  execute: async (args: { raw: string }) => {
    try {
      return String(checkTree(args.raw));
    } catch (error: any) {
      // Fine: checkTree, of another module, throws a UserError and JSON.parse's SyntaxError,
      // never a NotReadyError.
      if (error instanceof NotReadyError) throw error;
      if (error instanceof UserError) throw error; // want: raisederror shape=prose-only
      throw new UserError(`tree failed: ${error.message}`); // want: raisederror shape=prose-only
    }
  },
});

server.addTool({
  name: "later",
  execute: async (args: { id: string }) => {
    try {
      return await loadLater(args.id);
    } catch (error: any) {
      // loadLater throws a NotReadyError by another name; never a UserError.
      if (error instanceof NotReadyError) throw error; // want: raisederror shape=prose-only
      if (error instanceof UserError) throw error;
      throw new UserError("later failed"); // want: raisederror shape=prose-only
    }
  },
});

server.addTool({
  name: "via",
  execute: async (args: { id: string }) => {
    try {
      return await loadVia(args.id);
    } catch (error: any) {
      // loadVia throws what loadRemote, of a third module, throws: a NotReadyError.
      if (error instanceof NotReadyError) throw error; // want: raisederror shape=prose-only
      throw new UserError("via failed"); // want: raisederror shape=prose-only
    }
  },
});

server.addTool({
  name: "handed",
  execute: async (args: { id: string }) => {
    try {
      return await withRetry(async () => {
        if (args.id === "") throw new NotReadyError("no id yet");
        return args.id;
      });
    } catch (error: any) {
      // withRetry runs the callback handed to it, which throws a NotReadyError.
      if (error instanceof NotReadyError) throw error; // want: raisederror shape=prose-only
      throw new UserError("handed failed"); // want: raisederror shape=prose-only
    }
  },
});

server.addTool({
  name: "named",
  execute: async (args: { id: string }) => {
    try {
      return await runWith({ load: loadRemote }, args.id);
    } catch (error: any) {
      // runWith calls the loadRemote it is handed by name, which throws a NotReadyError.
      if (error instanceof NotReadyError) throw error; // want: raisederror shape=prose-only
      throw new UserError("named failed"); // want: raisederror shape=prose-only
    }
  },
});

server.addTool({
  name: "pending",
  execute: async (args: { id: string }) => {
    try {
      return notYet(args.id);
    } catch (error: any) {
      // notYet, of another module, throws only a NotReadyError, which leaves here.
      if (error instanceof NotReadyError) throw error; // want: raisederror shape=prose-only
      // Fine: nothing else reaches this line.
      throw new UserError("pending failed");
    }
  },
});

declare function retrying<T>(fn: () => T): Promise<T>;
