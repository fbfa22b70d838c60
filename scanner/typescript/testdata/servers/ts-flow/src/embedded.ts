// A failure assigned to a variable in a failure branch and returned inside a longer report
// that both outcomes share (a heading, then the variable).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function stackOutputs(stack: string): Promise<Record<string, { value: unknown }>>;
declare function readLog(job: string): Promise<string>;

const server = new McpServer({ name: "stacks", version: "1.0.0" });

server.registerTool("stack_output", { inputSchema: { stack: z.string(), name: z.string().optional() } }, async ({ stack, name }) => {
  const outputs = await stackOutputs(stack);
  let body: string;
  if (name) {
    const out = outputs[name];
    if (out) {
      body = `${name}: ${JSON.stringify(out.value)}`;
    } else {
      body = `Output '${name}' not found.`;
    }
  } else {
    body = Object.keys(outputs).join("\n");
  }
  // BAD: the else branch's failure leaves inside the report, as a success.
  return { content: [{ type: "text", text: `Stack: ${stack}\n\n${body}\n` }] }; // want: softerror related=19
});

// Not failures: a note beside the answer (the variable starts empty and the answer is put in
// beside it), and a report whose own words say the work was done.
server.registerTool("job_log", { inputSchema: { job: z.string(), lang: z.string() } }, async ({ job, lang }) => {
  const log = await readLog(job);
  let note = "";
  if (lang !== "en") {
    note = `Translation for '${lang}' not available.`;
  }
  return { content: [{ type: "text", text: `Job ${job}:\n${log}\n${note}` }] };
});

server.registerTool("job_publish", { inputSchema: { job: z.string() } }, async ({ job }) => {
  let detail: string;
  if (job.startsWith("draft")) {
    detail = "the draft log is not available";
  } else {
    detail = await readLog(job);
  }
  return { content: [{ type: "text", text: `Published ${job} successfully; ${detail}` }] };
});
