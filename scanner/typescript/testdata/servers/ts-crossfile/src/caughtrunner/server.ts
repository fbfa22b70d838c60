// Tools that run their work in callbacks handed to the file's own runners, some of which catch
// what the callback throws and answer with an isError result.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import {
  lookupAisle,
  lookupBay,
  lookupBerth,
  lookupBin,
  lookupCrate,
  lookupDock,
  lookupGate,
  lookupHatch,
  lookupKiosk,
  lookupPallet,
  lookupQuay,
  lookupRamp,
  lookupRow,
  lookupShelf,
  lookupStamp,
} from "./lib.js";
import {
  guardWarmed,
  guardRemote,
  guardRemoteCached,
  labelledRemote,
  queuedRemote,
  queuedRewrap,
  rethrowRemote,
  stampedRemote,
} from "./runners.js";

const server = new McpServer({ name: "depot", version: "1.0.0" });

function failed(e: unknown) {
  return { content: [{ type: "text" as const, text: `failed: ${String(e)}` }], isError: true }; // want: errorresult
}

async function guard(label: string, fn: () => Promise<string>) {
  try {
    const text = await fn();
    return { content: [{ type: "text" as const, text: `${label}: ${text}` }] };
  } catch (e) {
    return failed(e);
  }
}

// A runner that hands its callback on to guard, wrapped in a callback of its own.
function guardCached(fn: (tick: () => void) => Promise<string>) {
  let ticks = 0;
  return guard("cached", () => fn(() => ticks++));
}

async function rewrap(fn: () => Promise<string>) {
  try {
    return { content: [{ type: "text" as const, text: await fn() }] };
  } catch (e) {
    throw new Error(`depot: ${String(e)}`); // want: raisederror
  }
}

function rewrapCached(fn: () => Promise<string>) {
  return rewrap(() => fn());
}

async function guardFirst(first: () => Promise<string>, second: () => Promise<string>) {
  let head = "";
  try {
    head = await first();
  } catch (e) {
    return failed(e);
  }
  return { content: [{ type: "text" as const, text: head + (await second()) }] };
}

async function returnInTry(fn: () => Promise<string>) {
  try {
    return fn().then((text) => ({ content: [{ type: "text" as const, text }] }));
  } catch (e) {
    return failed(e);
  }
}

async function guardLater(fn: () => Promise<string>) {
  try {
    setTimeout(fn, 10);
    return { content: [{ type: "text" as const, text: "scheduled" }] };
  } catch (e) {
    return failed(e);
  }
}

server.registerTool("shelf", { inputSchema: { id: z.string() } }, async ({ id }) =>
  guardCached(async (tick) => {
    tick();
    return lookupShelf(id);
  }),
);

server.registerTool("bin", { inputSchema: { id: z.string() } }, async ({ id }) => rewrapCached(() => lookupBin(id)));

server.registerTool("crate", { inputSchema: { id: z.string() } }, async ({ id }) =>
  guardFirst(
    async () => "crate ",
    () => lookupCrate(id),
  ),
);

server.registerTool("pallet", { inputSchema: { id: z.string() } }, async ({ id }) => returnInTry(() => lookupPallet(id)));

server.registerTool("dock", { inputSchema: { id: z.string() } }, async ({ id }) => guardLater(() => lookupDock(id)));

server.registerTool("aisle", { inputSchema: { id: z.string() } }, async ({ id }) =>
  guardRemoteCached(async (tick) => {
    tick();
    return lookupAisle(id);
  }),
);

// A runner of this module that hands its callback on to one of another module.
function localRemote(fn: () => Promise<string>) {
  return guardRemote(async () => `row: ${await fn()}`);
}

server.registerTool("row", { inputSchema: { id: z.string() } }, async ({ id }) => localRemote(() => lookupRow(id)));

server.registerTool("bay", { inputSchema: { id: z.string() } }, async ({ id }) => rethrowRemote(() => lookupBay(id)));

server.registerTool("gate", { inputSchema: { id: z.string() } }, async ({ id }) => guardWarmed(() => lookupGate(id)));

// Calls that leave a runner's second argument out: arguments bind by position, so the callback
// is the label, which labelledRemote and labelled only write into log lines and never call.
server.registerTool("hatch", { inputSchema: { id: z.string() } }, async ({ id }) => labelledRemote(async () => lookupHatch(id)));

async function labelled(label: string, fn: () => Promise<string>) {
  console.error(`[depot] ${label}`);
  try {
    return { content: [{ type: "text" as const, text: await fn() }] };
  } catch (e) {
    return failed(e);
  }
}

server.registerTool("ramp", { inputSchema: { id: z.string() } }, async ({ id }) =>
  labelled(async () => {
    if (id === "-") {
      // FINE: labelled never calls its label.
      throw new Error("ramp closed");
    }
    return lookupRamp(id);
  }),
);

server.registerTool("stamp", { inputSchema: { id: z.string() } }, async ({ id }) => stampedRemote(() => lookupStamp(id)));

async function stamped(stamp: string | (() => Promise<string>), fn: () => Promise<string>) {
  const head = typeof stamp === "function" ? await stamp() : stamp;
  try {
    return { content: [{ type: "text" as const, text: `${head} ${await fn()}` }] };
  } catch (e) {
    return failed(e);
  }
}

server.registerTool("kiosk", { inputSchema: { id: z.string() } }, async ({ id }) =>
  stamped(async () => {
    if (id === "-") {
      // BAD: stamped calls its first parameter outside its try.
      throw new Error("kiosk closed"); // want: raisederror
    }
    return lookupKiosk(id);
  }),
);

// Tools whose runners hand the queue a job that calls the callback in a try of its own.
server.registerTool("berth", { inputSchema: { id: z.string() } }, async ({ id }) => queuedRemote(() => lookupBerth(id)));

server.registerTool("quay", { inputSchema: { id: z.string() } }, async ({ id }) => queuedRewrap(() => lookupQuay(id)));
