// Tools that hand their work to helpers chaining then/catch on the callback's promise.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { HarborClient, anchorDepth, chainRemote } from "./client.js";

type Text = { content: Array<{ type: "text"; text: string }> };

function wrap<T>(fn: () => Promise<T>): Promise<Text> {
  return fn()
    .then((result) => ({ content: [{ type: "text" as const, text: JSON.stringify(result) }] }))
    .finally(() => undefined)
    .catch((error) => ({ content: [{ type: "text" as const, text: `Error: ${String(error)}` }] })); // want: softerror
}

function settle<T>(fn: () => Promise<T>): Promise<Text> {
  return fn().then(
    (result) => ({ content: [{ type: "text" as const, text: String(result) }] }),
    (error) => {
      // A softerror the rule does not see yet (a then's onRejected); the chain answers the rejection.
      return { content: [{ type: "text" as const, text: `Error: ${String(error)}` }] };
    },
  );
}

function rethrowing<T>(fn: () => Promise<T>): Promise<Text> {
  return fn()
    .then((result) => ({ content: [{ type: "text" as const, text: String(result) }] }))
    .catch((error) => {
      // BAD: it rejects the promise the crane and hitch tools return (promisecatch.go).
      throw new Error(`harbor failed: ${String(error)}`); // want: raisederror related=src/chainrunner/server.ts:58,src/chainrunner/server.ts:58,src/chainrunner/server.ts:68
    });
}

function thenOnly<T>(fn: () => Promise<T>): Promise<Text> {
  return fn().then((result) => ({ content: [{ type: "text" as const, text: String(result) }] }));
}

function rejecting<T>(fn: () => Promise<T>): Promise<Text> {
  return fn()
    .then((result) => ({ content: [{ type: "text" as const, text: String(result) }] }))
    .catch((error) => Promise.reject(error));
}

class HarborServer {
  private server = new McpServer({ name: "harbor", version: "1.0.0" });
  private client = new HarborClient();

  // The lock tool's delegate: its handler returns the call, handing on its own extra.signal.
  private async guarded<T>(signal: AbortSignal | undefined, operation: () => Promise<T>): Promise<Text> {
    if (signal?.aborted) {
      return { content: [{ type: "text" as const, text: "cancelled" }] };
    }
    return wrap(operation);
  }

  register(): void {
    this.server.registerTool("berth", { inputSchema: { id: z.string() } }, async ({ id }) => wrap(() => this.client.berth(id)));
    this.server.registerTool("crane", { inputSchema: { id: z.string() } }, async ({ id }) => rethrowing(() => this.client.crane(id)));
    this.server.registerTool("quay", { inputSchema: { id: z.string() } }, async ({ id }) => thenOnly(() => this.client.quay(id)));
    this.server.registerTool("pier", { inputSchema: { id: z.string() } }, async ({ id }) => rejecting(() => this.client.pier(id)));
    this.server.registerTool("dock", { inputSchema: { id: z.string() } }, async ({ id }) => settle(() => this.client.dock(id)));
    this.server.registerTool("anchor", { inputSchema: { id: z.string() } }, async ({ id }) => chainRemote(() => anchorDepth(id)));
    this.server.registerTool("moor", { inputSchema: { id: z.string(), remote: z.boolean() } }, async ({ id, remote }) => {
      const doMoor = () => this.client.moor(id);
      if (remote) return chainRemote(doMoor);
      return wrap(doMoor);
    });
    this.server.registerTool("hitch", { inputSchema: { id: z.string() } }, async ({ id }) => {
      const doHitch = () => this.client.hitch(id);
      return rethrowing(doHitch);
    });
    this.server.registerTool("lock", { inputSchema: { id: z.string() } }, async ({ id }, extra) => this.guarded(extra.signal, () => this.client.lock(id)));
  }
}

new HarborServer().register();
