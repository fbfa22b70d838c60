// Status members whose words name why the call failed, beyond "error" and "failed".
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const tasks: Map<string, { title: string; done: boolean }>;
declare function upload(path: string): Promise<boolean>;

const server = new McpServer({ name: "tasks", version: "1.0.0" });

server.registerTool("open_task", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const t = tasks.get(id);
  if (!t) {
    // BAD: a not-found status in a success result.
    return { content: [{ type: "text", text: JSON.stringify({ status: "task_not_found", message: "No such task" }) }] }; // want: softerror shape=json-in-text
  }
  return { content: [{ type: "text", text: JSON.stringify({ status: "task_details", task: t }) }] };
});

server.registerTool("upload_file", { inputSchema: { path: z.string() } }, async ({ path }) => {
  const ok = await upload(path);
  // BAD: one branch of the status names a failed step.
  return { content: [{ type: "text", text: JSON.stringify({ status: ok ? "uploaded" : "upload_failed", path }) }] }; // want: softerror shape=json-in-text
});

server.registerTool("read_secret", { inputSchema: { key: z.string() } }, async ({ key }) => {
  if (!key.startsWith("public/")) {
    // BAD: a refusal is a failure of the call.
    return { content: [{ type: "text", text: JSON.stringify({ status: "permission_denied", key }) }] }; // want: softerror shape=json-in-text
  }
  return { content: [{ type: "text", text: key }] };
});

server.registerTool("validate_config", { inputSchema: { config: z.string() } }, async ({ config }) => {
  const problems = config.includes("=") ? [] : ["no key=value pair"];
  // FINE: "invalid" is the validation's finding, which the call succeeded in making.
  return { content: [{ type: "text", text: JSON.stringify({ status: problems.length ? "invalid" : "valid", problems }) }] };
});

server.registerTool("job_state", { inputSchema: { id: z.string() } }, async ({ id }) => {
  // FINE: a job's own state, "cancelled" or "expired", is what the lookup found.
  return { content: [{ type: "text", text: JSON.stringify({ id, status: id.endsWith("x") ? "cancelled" : "expired" }) }] };
});

server.registerTool("has_task", { inputSchema: { id: z.string() } }, async ({ id }) => {
  // FINE: a check's answer; the not-found word is not a status member here.
  return { content: [{ type: "text", text: `Task ${id}: ${tasks.has(id) ? "found" : "not found"}` }] };
});

server.registerTool("lint_file", { inputSchema: { path: z.string() } }, async ({ path }) => {
  // FINE: a status that says there was no error.
  return { content: [{ type: "text", text: JSON.stringify({ path, status: "no_error" }) }] };
});
