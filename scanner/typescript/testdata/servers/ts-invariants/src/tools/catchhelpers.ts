// A catch-all rethrow around a dispatcher of this file whose own catch-all catch answers through
// helpers of the file (result builders, a hint): the helpers throw nothing, so neither does the
// dispatcher, and the rethrow never runs.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "catchhelpers", version: "1.0.0" });

function content(value: unknown) {
  const text = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  return { content: [{ type: "text" as const, text }] };
}

function errorContent(value: unknown) {
  return { content: [{ type: "text" as const, text: JSON.stringify(value) }], isError: true }; // want: errorresult
}

function retryHint(code: string) {
  return code === "busy" ? "retry in a minute" : hintOf(code);
}

function hintOf(code: string) {
  return `see the status page for ${trimmed(code)}`;
}

function trimmed(value: unknown) {
  return String(value || "").trim();
}

// A helper that throws: a catch that calls it lets that out.
function explain(e: unknown) {
  if (!(e instanceof Error)) {
    throw new Error("unexpected failure");
  }
  return e.message;
}

async function dispatch(name: string, id: string) {
  try {
    const r = await fetch(`https://orders.example/${name}/${id}`);
    return content(await r.json());
  } catch (error) {
    return errorContent({ error: error instanceof Error ? error.message : String(error), hint: retryHint(name) });
  }
}

async function dispatchExplained(name: string, id: string) {
  try {
    const r = await fetch(`https://orders.example/${name}/${id}`);
    return content(await r.json());
  } catch (error) {
    return errorContent({ error: explain(error) });
  }
}

server.registerTool("order", { inputSchema: { name: z.string(), id: z.string() } }, async ({ name, id }) => {
  try {
    return await dispatch(name, id);
  } catch (e) {
    // FINE: dispatch answers every failure with helpers of this file that throw nothing.
    throw e;
  }
});

server.registerTool("order_explained", { inputSchema: { name: z.string(), id: z.string() } }, async ({ name, id }) => {
  try {
    return await dispatchExplained(name, id);
  } catch (e) {
    // explain throws for a caught value that is no Error.
    throw e; // want: raisederror
  }
});
