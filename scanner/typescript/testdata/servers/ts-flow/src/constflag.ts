// A success flag read from what a same-file helper returns: a run-time flag unless every source
// the helper has gives success: true (its failures reject or throw).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { spawn } from "child_process";
import { z } from "zod";

declare function tunnelReady(port: number): Promise<boolean>;

function openTunnel(port: number): Promise<{ success: boolean; pid: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn("tunnel", [String(port)]);
    child.stdout.on("data", () => resolve({ success: true, pid: child.pid! }));
    child.on("error", (e) => reject(new Error(`tunnel did not start: ${e.message}`)));
    setTimeout(() => reject(new Error("tunnel timed out")), 5000);
  });
}

async function closeTunnel(pid: number) {
  if (pid <= 0) {
    throw new Error(`no tunnel ${pid}`); // want: raisederror
  }
  return { success: true, closed: pid };
}

function probeTunnel(port: number): Promise<{ success: boolean }> {
  return new Promise((resolve) => {
    const child = spawn("probe", [String(port)]);
    child.on("close", (code) => resolve({ success: code === 0 }));
  });
}

function waitTunnel(port: number): Promise<{ success: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn("wait", [String(port)]);
    child.stdout.on("data", () => resolve({ success: true }));
    child.on("exit", resolve);
    child.on("error", reject);
  });
}

async function checkTunnel(port: number) {
  if (port < 1024) {
    return { success: false, reason: "privileged port" };
  }
  return { success: true, reason: "" };
}

async function pingTunnel(port: number) {
  if (await tunnelReady(port)) {
    return { success: true };
  }
  return await tunnelReady(port + 1).then((ok) => ({ success: ok }));
}

const server = new McpServer({ name: "tunnels", version: "1.0.0" });

server.registerTool("open_tunnel", { inputSchema: { port: z.number() } }, async ({ port }) => {
  const result = await openTunnel(port);
  // FINE: openTunnel resolves only success: true; each of its failures rejects.
  return { content: [{ type: "text", text: JSON.stringify({ success: result.success, pid: result.pid }) }] };
});

server.registerTool("close_tunnel", { inputSchema: { pid: z.number() } }, async ({ pid }) => {
  const result = await closeTunnel(pid);
  // FINE: closeTunnel returns only success: true and throws otherwise.
  return { content: [{ type: "text", text: JSON.stringify({ success: result.success }) }] };
});

server.registerTool("probe_tunnel", { inputSchema: { port: z.number() } }, async ({ port }) => {
  const result = await probeTunnel(port);
  // BAD: probeTunnel resolves success: false when the probe exits non-zero.
  return { content: [{ type: "text", text: JSON.stringify({ success: result.success }) }] }; // want: softerror shape=json-in-text
});

server.registerTool("wait_tunnel", { inputSchema: { port: z.number() } }, async ({ port }) => {
  const result = await waitTunnel(port);
  // BAD: resolve is also handed to the exit event, with a value nobody here knows.
  return { content: [{ type: "text", text: JSON.stringify({ success: result.success }) }] }; // want: softerror shape=json-in-text
});

server.registerTool("check_tunnel", { inputSchema: { port: z.number() } }, async ({ port }) => {
  const result = await checkTunnel(port);
  // BAD: one of checkTunnel's returns says success: false.
  return { content: [{ type: "text", text: JSON.stringify({ success: result.success }) }] }; // want: softerror shape=json-in-text
});

server.registerTool("ping_tunnel", { inputSchema: { port: z.number() } }, async ({ port }) => {
  const result = await pingTunnel(port);
  // BAD: one of pingTunnel's returns is a value computed elsewhere.
  return { content: [{ type: "text", text: JSON.stringify({ success: result.success }) }] }; // want: softerror shape=json-in-text
});
