// Tool callbacks whose failure text or result object goes through local variables before the
// return: followed when the variable holds one value, or a failure on every assignment.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const notes: {
  read(id: string): Promise<string | undefined>;
  write(id: string, body: string): Promise<{ ok: boolean; reason?: string }>;
};

const server = new McpServer({ name: "notes", version: "1.0.0" });

server.registerTool("read_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const body = await notes.read(id);
  if (body === undefined) {
    const text = JSON.stringify({ error: `No note ${id}` });
    const result = { content: [{ type: "text" as const, text }] }; // want: softerror related=19,16
    // BAD: the failure JSON travels through two constants.
    return result;
  }
  const text = JSON.stringify({ id, body });
  const result = { content: [{ type: "text" as const, text }] };
  // FINE: success JSON in the same shape.
  return result;
});

server.registerTool("write_note", { inputSchema: { id: z.string(), body: z.string() } }, async ({ id, body }) => {
  const res = await notes.write(id, body);
  if (!res.ok) {
    const response = { // want: softerror related=35,32
      content: [{ type: "text" as const, text: res.reason ?? "write refused" }],
      error: true,
    };
    // BAD: an error member, on its own line, is related beside the object.
    return response;
  }
  let message = `Failed to confirm note ${id}`;
  message = `Saved note ${id}`;
  // FINE: the failure text is replaced before the return.
  return { content: [{ type: "text" as const, text: message }] };
});

server.registerTool("touch_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const res = await notes.write(id, "");
  if (!res.ok) {
    const text = JSON.stringify({ error: res.reason });
    const response = { content: [{ type: "text" as const, text }] };
    Object.assign(response, { isError: true }); // want: errorresult
    // FINE: the flag is added to the variable before the return.
    return response;
  }
  let response = { content: [{ type: "text" as const, text: JSON.stringify({ error: "not touched" }) }] };
  response = { content: [{ type: "text" as const, text: JSON.stringify({ touched: id }) }] };
  // FINE: the variable is given a success result before the return.
  return response;
});

class Publisher {
  async run(id: string): Promise<{ output?: string; errorMessage?: string }> {
    try {
      return { output: await notes.read(id) };
    } catch (error) {
      const message = (error as Error).message;
      return { errorMessage: message };
    }
  }
}

server.registerTool("publish_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const publisher = new Publisher();
  const result = await publisher.run(id);
  if (result?.errorMessage) {
    // BAD: the failure is answered here, with no isError.
    return { success: false, content: [{ type: "text" as const, text: result.errorMessage }] }; // want: softerror
  }
  // FINE: the branch above answered the failure; what reaches here is the output.
  return { success: true, content: [{ type: "text" as const, text: result.output ?? "" }] };
});

server.registerTool("draft_note", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const publisher = new Publisher();
  const result = await publisher.run(id);
  // BAD: the caught error's text, held in a constant, comes back as the tool's JSON.
  return { content: [{ type: "text" as const, text: JSON.stringify(result) }] }; // want: softerror related=64
});

server.registerTool("move_note", { inputSchema: { id: z.string(), to: z.string() } }, async ({ id, to }) => {
  let response;
  if (!(await notes.read(id))) {
    response = { content: [{ type: "text" as const, text: `No note ${id}` }], error: "not_found" };
  } else {
    response = { content: [{ type: "text" as const, text: `Cannot move ${id} to ${to}` }], error: "unsupported" };
  }
  // BAD: every value the variable may hold reports a failure.
  return response; // want: softerror related=90
});

server.registerTool("rename_note", { inputSchema: { id: z.string(), to: z.string() } }, async ({ id, to }) => {
  let response;
  if (!(await notes.read(id))) {
    response = { content: [{ type: "text" as const, text: `No note ${id}` }], error: "not_found" };
  } else {
    response = { content: [{ type: "text" as const, text: `Renamed ${id} to ${to}` }] };
  }
  // NOT REPORTED (conservative): one of the values is a success; only variables whose every
  // write is a failure are followed.
  return response;
});
