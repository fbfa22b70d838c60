// The project's own registration function whose handler is a constant of its body, handed to
// the SDK by name (and through a cast): it calls the callback it is given inside a try and
// serializes whatever it returns into the tool's text.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z, type ZodRawShape } from "zod";

declare const ledger: { post(path: string, body: unknown): Promise<unknown> };

const server = new McpServer({ name: "ledger", version: "1.0.0" });

function defineOp(name: string, shape: ZodRawShape, run: (args: any) => Promise<unknown>): void {
  const answer = async (args: any) => {
    try {
      const out = await run(args);
      return { content: [{ type: "text", text: JSON.stringify(out ?? null) }] };
    } catch (err) {
      return { content: [{ type: "text", text: `Failed: ${String(err)}` }], isError: true }; // want: errorresult function=answer
    }
  };
  server.tool(name, shape, answer as any);
}

// A helper that builds a batch callback and hands it over by name.
function defineBatchOp(opts: { name: string; path: string }) {
  const run = async (args: { rows: string[] }) => {
    try {
      const done = await Promise.all(args.rows.map((r) => ledger.post(opts.path, r)));
      return { ok: true, done };
    } catch (err) {
      // BAD: the wrapper serializes this into a success result.
      return { ok: false, error: String(err) }; // want: softerror related=20
    }
  };
  defineOp(opts.name, { rows: z.array(z.string()) }, run);
}

defineBatchOp({ name: "post_rows", path: "/rows" });

defineOp("post_one", { row: z.string() }, async ({ row }) => {
  if (row === "") {
    throw new Error("row is empty"); // FINE: the wrapper's catch answers it with isError
  }
  return ledger.post("/rows", row);
});

// FINE: a registration function whose local handler never calls the callback it is given.
function defineStub(name: string, run: (args: any) => Promise<unknown>): void {
  const answer = async () => {
    console.log("stub", run.name);
    return { content: [{ type: "text", text: "not implemented" }] };
  };
  server.tool(name, {}, answer);
}
defineStub("later", async () => {
  return { ok: false, error: "never sent" }; // FINE: no tool calls this callback
});

// FINE: a handler assigned again is no constant: it is not read as the registered one.
function defineSwapped(name: string, run: (args: any) => Promise<unknown>): void {
  let answer = async (args: any) => ({ content: [{ type: "text", text: JSON.stringify(await run(args)) }] });
  answer = async () => ({ content: [{ type: "text", text: "swapped" }] });
  server.tool(name, {}, answer);
}
defineSwapped("swapped", async () => {
  return { ok: false, error: "never sent" }; // FINE: the registered handler is another
});
