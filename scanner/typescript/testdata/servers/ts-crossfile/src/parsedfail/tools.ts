// Tools that parse a raw argument again with zod's safeParse and answer its failure: the branch
// that runs when the parse failed is a failure block, and a text that shows the parse's error
// shows the failure, whatever words stand beside it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const Rows = z.array(z.object({ name: z.string(), size: z.number() }));

const server = new McpServer({ name: "rows", version: "1.0.0" });

server.registerTool("load_rows", { inputSchema: { raw: z.string() } }, async ({ raw }) => {
  const parsed = Rows.safeParse(JSON.parse(raw));
  if (!parsed.success) {
    // BAD: the parse's complaint, sent as a success.
    return { content: [{ type: "text", text: "rows, see: " + parsed.error.message }] }; // want: softerror
  }
  return { content: [{ type: "text", text: `${parsed.data.length} rows` }] };
});

server.registerTool("check_rows", { inputSchema: { raw: z.string() } }, async ({ raw }) => {
  const result = await Rows.safeParseAsync(JSON.parse(raw));
  if (result.success) {
    return { content: [{ type: "text", text: `${result.data.length} rows` }] };
  } else {
    // BAD: the else of a success test runs on the failure.
    return { content: [{ type: "text", text: `rows: ${JSON.stringify(result.error.issues)}` }] }; // want: softerror
  }
});

server.registerTool("count_rows", { inputSchema: { raw: z.string() } }, async ({ raw }) => {
  const parsed = Rows.safeParse(JSON.parse(raw));
  if (parsed.success === false) {
    // GOOD: flagged.
    return { isError: true, content: [{ type: "text", text: parsed.error.message }] }; // want: errorresult
  }
  if (parsed.success) {
    // FINE: the success branch; its text names the error member only to say there is none.
    return { content: [{ type: "text", text: `rows ok (parsed.error: ${String(parsed.error)})` }] };
  }
  return { content: [{ type: "text", text: "unreachable" }] };
});

server.registerTool("sample_rows", { inputSchema: { raw: z.string() } }, async ({ raw }) => {
  const parsed = Rows.safeParse(JSON.parse(raw));
  const other = { success: false, error: { message: "" } };
  if (!other.success) {
    // FINE: other is no parse's result, and the text shows nothing of it.
    return { content: [{ type: "text", text: "sample of " + raw.slice(0, 10) }] };
  }
  if (!parsed.success) {
    // FINE: the text does not show the parse's error (and says nothing failed).
    return { content: [{ type: "text", text: "Give rows as a JSON array of {name, size}." }] };
  }
  return { content: [{ type: "text", text: "ok" }] };
});
