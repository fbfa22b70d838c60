// Tools that hand their work to runners that call the callback without awaiting it, inside a
// try whose catch answers: what the callback throws before it returns meets the catch, what its
// promise rejects with leaves the try.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import {
  findBerth,
  findBow,
  findDeck,
  findDock,
  findHull,
  findKeel,
  findMast,
  findPier,
  findQuay,
  findSail,
  findSlip,
  findStern,
  findWharf,
  loadRigging,
} from "./lib.js";
import { guardNow } from "./runners.js";

const server = new McpServer({ name: "yard", version: "1.0.0" });

function asJson(data: unknown) {
  return { content: [{ type: "text" as const, text: JSON.stringify(data) }] };
}

function failed(message: string) {
  return { isError: true, content: [{ type: "text" as const, text: message }] }; // want: errorresult
}

function withErrors(callback: () => unknown) {
  try {
    return asJson(callback());
  } catch (error) {
    return failed((error as Error).message);
  }
}

// Its catch throws the error on.
function rethrowing(callback: () => unknown) {
  try {
    return asJson(callback());
  } catch (error) {
    throw new Error(`yard: ${(error as Error).message}`); // want: raisederror
  }
}

// Its catch only logs and falls through to a result that is no answer to the failure.
function logging(callback: () => unknown) {
  try {
    return asJson(callback());
  } catch (error) {
    console.error(error);
  }
  return asJson(null);
}

// An async runner whose try returns the callback's value unawaited: a throw of a callback that
// is not async still meets its catch.
async function loosely(callback: () => unknown) {
  try {
    return asJson(callback());
  } catch (error) {
    return failed(String(error));
  }
}

server.registerTool("deck", { inputSchema: { id: z.string() } }, async ({ id }) => withErrors(() => findDeck(id)));

server.registerTool("hull", { inputSchema: { id: z.string() } }, async ({ id }) =>
  withErrors(() => {
    const hull = findHull(id);
    return { hull };
  }),
);

server.registerTool("mast", { inputSchema: { id: z.string() } }, async ({ id }) => withErrors(() => findMast(id)));

server.registerTool("sail", { inputSchema: { id: z.string() } }, async ({ id }) => withErrors(() => findSail(id)));

server.registerTool("rigging", { inputSchema: { id: z.string() } }, async ({ id }) => withErrors(() => loadRigging(id)));

server.registerTool("keel", { inputSchema: { id: z.string() } }, async ({ id }) => withErrors(async () => findKeel(id)));

server.registerTool("bow", { inputSchema: { id: z.string() } }, async ({ id }) => rethrowing(() => findBow(id)));

server.registerTool("stern", { inputSchema: { id: z.string() } }, async ({ id }) => logging(() => findStern(id)));

server.registerTool("pier", { inputSchema: { id: z.string() } }, async ({ id }) => guardNow(() => findPier(id)));

server.registerTool("wharf", { inputSchema: { id: z.string() } }, async ({ id }) => loosely(() => findWharf(id)));

// Runners that hand the callback on: as it is, or in a callback that is not async, what it
// throws before it returns still meets the catch; in an async callback it rejects instead.
function relay(callback: () => unknown) {
  return withErrors(callback);
}

function relayLate(callback: () => unknown) {
  return withErrors(async () => callback());
}

function relayRemote(callback: () => unknown) {
  return guardNow(() => callback());
}

function relayRemoteLate(callback: () => unknown) {
  return guardNow(async () => callback());
}

server.registerTool("quay", { inputSchema: { id: z.string() } }, async ({ id }) => relay(() => findQuay(id)));

server.registerTool("dock", { inputSchema: { id: z.string() } }, async ({ id }) => relayLate(() => findDock(id)));

server.registerTool("berth", { inputSchema: { id: z.string() } }, async ({ id }) => relayRemote(() => findBerth(id)));

server.registerTool("slip", { inputSchema: { id: z.string() } }, async ({ id }) => relayRemoteLate(() => findSlip(id)));
