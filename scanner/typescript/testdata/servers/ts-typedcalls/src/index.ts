// Error results whose typed fields are built by calling a helper: the helper copies the
// fields its caller passes into the object it returns, in this file or in another module.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { constantError, normalizeError, wrapAsError } from "./lib/errors.js";
import * as errs from "./lib/errors.js";

const server = new McpServer({ name: "typed", version: "1.0.0" });

// Same-file helpers: each returns an object built from its parameter.
function withRetry(fields: Record<string, unknown>) {
  return { error: { ...fields, retryable: true } };
}
const envelope = (input: object) => ({ error: input });
const passThrough = (input: object) => input;
const shaped = ({ code, hint }: { code: string; hint: string }) => ({ error: { code, hint } });
const restOf = ({ hint, ...rest }: { hint: string; code: string; field: string }) => ({ error: { ...rest, hint } });
// Builds a new object from a constant: nothing its argument holds reaches the result.
function fresh(input: object) {
  return { error: { message: "failed", detail: String(input) } };
}

function inferCode(e: unknown): string {
  return e instanceof RangeError ? "E_RANGE" : "E_UNKNOWN";
}

server.registerTool("spread", { inputSchema: { q: z.string() } }, async ({ q }) => {
  return {
    content: [{ type: "text", text: `quota exceeded for ${q}` }],
    // GOOD: withRetry copies the code it is given beside its own retryable.
    structuredContent: withRetry({ code: "E_QUOTA" }),
    isError: true, // want: errorresult shape=structured typed=code,retry profile=101001
  };
});

server.registerTool("nested", { inputSchema: { path: z.string() } }, async ({ path }) => {
  return {
    content: [{ type: "text", text: `no such file ${path}` }],
    structuredContent: envelope({ code: "ENOENT", target: path }),
    isError: true, // want: errorresult shape=structured typed=code,target profile=101100
  };
});

server.registerTool("returned", { inputSchema: { q: z.string() } }, async ({ q }) => {
  const err = passThrough({ policy: "ask_user", retryAfter: 10 });
  return { content: [{ type: "text", text: q }], structuredContent: err, isError: true }; // want: errorresult shape=structured typed=policy,retry profile=110001
});

server.registerTool("destructured", { inputSchema: { q: z.string() } }, async ({ q }) => {
  return {
    content: [{ type: "text", text: q }],
    structuredContent: shaped({ code: "E_BAD", hint: "try again" }),
    isError: true, // want: errorresult shape=structured typed=code profile=101000
  };
});

server.registerTool("rest", { inputSchema: { q: z.string() } }, async ({ q }) => {
  return {
    content: [{ type: "text", text: q }],
    structuredContent: restOf({ hint: "check", code: "E_FIELD", field: "q" }),
    isError: true, // want: errorresult shape=structured typed=code,target profile=101100
  };
});

server.registerTool("fresh", { inputSchema: { q: z.string() } }, async ({ q }) => {
  return {
    content: [{ type: "text", text: q }],
    // FINE (nothing credited): fresh builds its own object; the code passed to it is dropped.
    structuredContent: fresh({ code: "E_DROPPED" }),
    isError: true, // want: errorresult shape=structured typed=none profile=100000
  };
});

server.registerTool("imported", { inputSchema: { q: z.string() } }, async ({ q }) => {
  try {
    return { content: [{ type: "text", text: q }] };
  } catch (e) {
    const hint = "retry later";
    const result = {
      content: [{ type: "text", text: String(e) }],
      // GOOD: normalizeError, in another module, copies the code into its error envelope.
      structuredContent: normalizeError({ code: inferCode(e), hint }),
      isError: true, // want: errorresult shape=structured typed=code,retry profile=101001
    };
    return result;
  }
});

server.registerTool("imported_nested", { inputSchema: { q: z.string() } }, async ({ q }) => {
  return {
    content: [{ type: "text", text: q }],
    structuredContent: errs.wrapAsError({ field: q, nextAction: "fix_input" }),
    isError: true, // want: errorresult shape=structured typed=target,policy profile=110110
  };
});

server.registerTool("imported_constant", { inputSchema: { q: z.string() } }, async ({ q }) => {
  return {
    content: [{ type: "text", text: q }],
    // FINE (nothing credited): constantError returns the same object whatever it is given.
    structuredContent: constantError({ code: "E_IGNORED" }),
    isError: true, // want: errorresult shape=structured typed=none profile=100000
  };
});

server.registerTool("imported_unused", { inputSchema: { q: z.string() } }, async ({ q }) => {
  return {
    content: [{ type: "text", text: q }],
    // The second argument is not copied: only the first one's fields count.
    structuredContent: wrapAsError({ message: q }, { code: "E_SECOND" }),
    isError: true, // want: errorresult shape=structured typed=none profile=100000
  };
});

// A helper whose result's typed fields come from another module: its calls still count as uses.
function failWith(e: unknown) {
  return {
    content: [{ type: "text", text: String(e) }],
    structuredContent: normalizeError({ code: inferCode(e) }),
    isError: true, // want: errorresult shape=structured typed=code,retry uses=2 function=failWith
  };
}

server.registerTool("helper_a", { inputSchema: { q: z.string() } }, async ({ q }) => failWith(q));
server.registerTool("helper_b", { inputSchema: { q: z.string() } }, async ({ q }) => failWith(new RangeError(q)));

server.registerTool("assigned", { inputSchema: { q: z.string() } }, async ({ q }) => {
  const result: { content: { type: "text"; text: string }[]; isError?: boolean; structuredContent?: object } = {
    content: [{ type: "text", text: q }],
  };
  result.isError = true; // want: errorresult shape=structured typed=code,retry profile=101001
  // GOOD: the envelope is assigned after the flag, built by normalizeError in another module.
  result.structuredContent = normalizeError({ code: inferCode(q), hint: "retry later" });
  return result;
});
