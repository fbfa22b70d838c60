// A registry object: the server registers each tool's handler with it, and its dispatch looks
// the handler up by the tool's name and calls it. What a handler throws leaves dispatch.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

type Handler = (args: any) => Promise<any>;

export class ToolRegistry {
  private tools = new Map<string, { name: string; handler: Handler }>();

  register(definition: { name: string }, handler: Handler): void {
    this.tools.set(definition.name, { ...definition, handler });
  }

  async dispatch(name: string, args: unknown) {
    const tool = this.tools.get(name);
    if (!tool) {
      // FINE: an unknown tool is a protocol matter.
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
    }
    return tool.handler(args ?? {});
  }
}

// A registry whose dispatch answers every failure of a handler with an isError result.
export class SafeRegistry {
  private handlers = new Map<string, Handler>();

  add(name: string, handler: Handler): void {
    this.handlers.set(name, handler);
  }

  async dispatch(name: string, args: unknown) {
    const handler = this.handlers.get(name);
    if (!handler) {
      throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${name}`);
    }
    try {
      return await handler(args);
    } catch (error) {
      return { content: [{ type: "text" as const, text: `failed: ${error}` }], isError: true }; // want: errorresult
    }
  }
}
