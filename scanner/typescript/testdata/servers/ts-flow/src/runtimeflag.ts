// A success flag computed at run time, in a literal that both outcomes share: when it is false
// the client still receives a success.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const vault: {
  unlock(id: string): Promise<string>;
  seal(id: string): Promise<{ ok: boolean; message: string }>;
  rotate(id: string): Promise<boolean>;
  audit(id: string): Promise<{ passed: boolean; notes: string[] }>;
};

const server = new McpServer({ name: "vault", version: "1.0.0" });

server.registerTool("unlock", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const out = await vault.unlock(id);
  // BAD: success is false when the vault answers "missing", and nothing sets isError.
  return { content: [{ type: "text", text: JSON.stringify({ success: out !== "missing", message: out }) }] }; // want: softerror shape=json-in-text
});

server.registerTool("seal", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await vault.seal(id);
  // BAD: the flag travels in structuredContent only.
  return { content: [{ type: "text", text: res.message }], structuredContent: { success: res.ok, message: res.message } }; // want: softerror shape=structured
});

server.registerTool("status", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const ok = await vault.rotate(id);
  // BAD: a status that reads "error" on one branch.
  return { content: [{ type: "text", text: JSON.stringify({ status: ok ? "rotated" : "error", id }) }] }; // want: softerror
});

server.registerTool("rotate", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const ok = await vault.rotate(id);
  // FINE: isError follows the same flag.
  return { content: [{ type: "text", text: JSON.stringify({ success: ok }) }], isError: !ok };
});

server.registerTool("ping", {}, async () => {
  // FINE: a literal success.
  return { content: [{ type: "text", text: JSON.stringify({ success: true, message: "pong" }) }] };
});

server.registerTool("audit", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const report = await vault.audit(id);
  // FINE: a computed verdict about the data (an audit that did not pass) is the answer, not a
  // failure of the tool; only the names success, ok and status judge the call itself.
  return { content: [{ type: "text", text: JSON.stringify({ passed: report.passed, notes: report.notes }) }] };
});

server.registerTool("batch", { inputSchema: { ids: z.array(z.string()) } }, async ({ ids }) => {
  const results = await Promise.all(ids.map(async (id) => ({ id, success: await vault.rotate(id) })));
  // FINE: per-item flags inside a batch that itself succeeded.
  return { content: [{ type: "text", text: JSON.stringify({ results }) }] };
});

server.registerTool("check_health", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const ok = await vault.rotate(id);
  // FINE: a probe's normal answer may be "error": the call itself succeeded.
  return { content: [{ type: "text", text: JSON.stringify({ status: ok ? "healthy" : "error" }) }] };
});

server.registerTool("test_connection", {}, async () => {
  try {
    await vault.unlock("probe");
    return { content: [{ type: "text", text: "connected" }] };
  } catch (e) {
    // FINE: "unreachable" is what a connection test reports.
    return { content: [{ type: "text", text: `Error: the vault is unreachable (${e})` }] };
  }
});

server.registerTool("register-health-check", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const ok = await vault.rotate(id);
  if (!ok) {
    // BAD: not a probe: registering a check is an action that failed.
    return { content: [{ type: "text", text: `Failed to register health check ${id}` }] }; // want: softerror
  }
  return { content: [{ type: "text", text: "registered" }] };
});

server.registerTool("revoke", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const revoked = await vault.rotate(id);
  if (!revoked) {
    throw new Error(`Key ${id} not found`); // want: raisederror
  }
  // FINE: the test above left the tool when the flag was false; the literal answers success only.
  return { content: [{ type: "text", text: JSON.stringify({ success: revoked }) }] };
});

server.registerTool("reseal", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await vault.seal(id);
  if (!res.ok) {
    return { content: [{ type: "text", text: res.message }], isError: true }; // want: errorresult
  }
  // FINE: the same, through a member of a const.
  return { content: [{ type: "text", text: JSON.stringify({ success: res.ok, message: res.message }) }] };
});

server.registerTool("reopen", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const reopened = await vault.rotate(id);
  if (!reopened) {
    console.error("reopen failed", id);
  }
  // BAD: the test above does not leave the tool, so the flag may still be false here.
  return { content: [{ type: "text", text: JSON.stringify({ success: reopened }) }] }; // want: softerror shape=json-in-text
});

server.registerTool("reseal_checked", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await vault.seal(id);
  // BAD: the flag is computed in an object above the return, which related names.
  const output = {
    success: res.ok && res.message !== "",
    message: res.message,
  };
  return { // want: softerror related=113
    content: [{ type: "text", text: JSON.stringify(output) }],
    structuredContent: output,
  };
});

server.registerTool("unseal_checked", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const success = await vault.rotate(id);
  // BAD: a shorthand flag: related names the declaration that computes it.
  const output = { success, id };
  return { content: [{ type: "text", text: "done" }], structuredContent: output }; // want: softerror related=123
});

const render = (data: unknown): string => JSON.stringify(data, null, 2);

server.registerTool("seal_many", { inputSchema: { ids: z.array(z.string()) } }, async ({ ids }) => {
  const sealed = await Promise.all(ids.map((id) => vault.seal(id)));
  // BAD: an `ok` flag computed at run time, in an object both the text and structuredContent carry.
  const structuredContent = {
    ok: sealed.length > 0 && sealed.every((s) => s.ok),
    count: sealed.length,
  };
  return { // want: softerror related=135
    content: [{ type: "text" as const, text: render(structuredContent) }],
    structuredContent,
  };
});

server.registerTool("seal_one", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await vault.seal(id);
  if (!res.ok) {
    return { content: [{ type: "text", text: res.message }], isError: true }; // want: errorresult
  }
  // FINE: the test above left the tool when the flag was false; `ok` answers success only.
  const structuredContent = { ok: res.ok, message: res.message };
  return { content: [{ type: "text" as const, text: render(structuredContent) }], structuredContent };
});
