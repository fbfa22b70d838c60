// A failure object (`success: false`) handed to the project's own success formatter, which
// serializes what it is given into a result with isError: false; and a result that spells
// isError: false around a failure object's JSON.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const db: { drop(table: string): Promise<void>; tables(): Promise<string[]> };

function formatSuccess(data: unknown) {
  return { content: [{ type: "text", text: JSON.stringify(data, null, 2) }], isError: false };
}

const server = new McpServer({ name: "db", version: "1.0.0" });

server.registerTool("drop_table", { inputSchema: { table: z.string(), confirm: z.boolean() } }, async ({ table, confirm }) => {
  if (!confirm) {
    // BAD: the formatter answers the failure object as a success.
    return formatSuccess({ success: false, message: "Confirmation required: set confirm=true to drop the table." }); // want: softerror shape=json-in-text related=10
  }
  await db.drop(table);
  return formatSuccess({ success: true, message: `Dropped ${table}` });
});

server.registerTool("drop_view", { inputSchema: { view: z.string(), confirm: z.boolean() } }, async ({ view, confirm }) => {
  if (!confirm) {
    // BAD: isError false, around a failure object.
    return { // want: softerror
      content: [{ type: "text", text: JSON.stringify({ success: false, message: "Confirmation required" }) }],
      isError: false,
    };
  }
  await db.drop(view);
  return { content: [{ type: "text", text: JSON.stringify({ success: true }) }], isError: false };
});

// Not failures: the formatter given a success object or the data itself.
server.registerTool("list_tables", {}, async () => {
  const tables = await db.tables();
  return formatSuccess({ success: true, tables });
});

server.registerTool("count_tables", {}, async () => {
  return formatSuccess(await db.tables());
});

declare function waitForRun(id: string): Promise<{ state: string; output?: string }>;

// A run called off is reported as such, not as a failure of the call.
server.registerTool("await_run", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const run = await waitForRun(id);
  if (run.state === "cancelled") {
    return formatSuccess({ success: false, id, status: "cancelled" });
  }
  return formatSuccess({ success: true, id, output: run.output });
});

// What a local function gives back, an object with success: false on some path, handed to the
// formatter.
async function printJob(file: string): Promise<{ success: boolean; message: string }> {
  if (file.length === 0) {
    return { success: false, message: `Unsupported file: ${file}` };
  }
  await db.drop(file);
  return { success: true, message: `Printed ${file}` };
}

declare function cleanUp(file: string): Promise<void>;

// BAD: the failure object goes to the formatter untested.
server.registerTool("print_raw", { inputSchema: { file: z.string() } }, async ({ file }) => {
  const result = await printJob(file);
  return formatSuccess(result); // want: softerror
});

// Not a failure: the test before the return answers every failure with isError, so what is
// left is a success, whatever statement stands between the call and the test.
server.registerTool("print_checked", { inputSchema: { file: z.string() } }, async ({ file }) => {
  const result = await printJob(file);
  await cleanUp(file);
  if (!result.success) return { content: [{ type: "text", text: result.message }], isError: true }; // want: errorresult
  return formatSuccess(result);
});
