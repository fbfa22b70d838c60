// The project's registration functions: each takes a spec object and registers a callback that
// runs the spec's handler. defineTool answers with the JSON of what the handler returns as a
// success, unless the handler returns a tool result of its own, which it passes on.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export function okJson(data: Record<string, unknown>) {
  return {
    structuredContent: data,
    content: [{ type: "text" as const, text: JSON.stringify(data, null, 2) }],
  };
}

export function defineTool(mcp: McpServer, spec: { name: string; params?: object; handler: (args: any) => Promise<any> }) {
  const cb = (async (args: any) => {
    const out = await spec.handler(args ?? {});
    if (out && typeof out === "object" && Array.isArray(out.content)) {
      return out;
    }
    return okJson(out); // the success every failure object of a handler becomes
  }) as any;
  return (mcp.tool as any)(spec.name, spec.params ?? {}, cb);
}

// It tells a failure object from a success and answers it with isError.
export function defineCheckedTool(mcp: McpServer, spec: { name: string; params?: object; handler: (args: any) => Promise<any> }) {
  const cb = (async (args: any) => {
    const out = await spec.handler(args ?? {});
    if (out && out.success === false) {
      return { content: [{ type: "text" as const, text: String(out.error) }], isError: true }; // want: errorresult
    }
    return okJson(out);
  }) as any;
  return (mcp.tool as any)(spec.name, spec.params ?? {}, cb);
}

// It names the tool by its alias, not by the spec's name.
export function defineAliasedTool(mcp: McpServer, alias: { name: string }, spec: { name: string; handler: (args: any) => Promise<any> }) {
  const answer = (async (args: any) => {
    const out = await spec.handler(args ?? {});
    return okJson(out);
  }) as any;
  return (mcp.tool as any)(alias.name, {}, answer);
}
