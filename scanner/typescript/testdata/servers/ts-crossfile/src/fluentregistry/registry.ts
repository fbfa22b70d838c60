// The project's own tool registry: registerTool keeps each tool's handler object in a Map by the
// tool's name and hands the registry back for the next call; handleCallTool looks the handler
// up through getToolHandler, calls its handler member, and answers with the JSON of whatever it
// returns as the text of a result without isError.
import { z } from "zod";

export interface ToolDefinition {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export interface ToolHandler {
  schema: z.ZodType<any>;
  handler: (api: unknown, args: any) => Promise<unknown>;
}

export class ToolRegistry {
  private tools: Map<string, ToolDefinition> = new Map();
  private handlers: Map<string, ToolHandler> = new Map();

  constructor(private readonly api: unknown) {}

  registerTool(tool: ToolDefinition, handler: ToolHandler): ToolRegistry {
    this.tools.set(tool.name, tool);
    this.handlers.set(tool.name, handler);
    return this;
  }

  listTools(): ToolDefinition[] {
    return Array.from(this.tools.values());
  }

  getToolHandler(name: string): ToolHandler | undefined {
    return this.handlers.get(name);
  }

  async handleCallTool(request: { params: { name: string; arguments?: Record<string, unknown> } }) {
    const toolHandler = this.getToolHandler(request.params.name);
    if (!toolHandler) {
      // FINE: an unknown tool, a protocol error by the specification.
      throw new Error(`Unknown tool: ${request.params.name}`);
    }
    const args = toolHandler.schema.parse(request.params.arguments ?? {});
    const result = await toolHandler.handler(this.api, args);
    return {
      content: [{ type: "text", text: JSON.stringify(result, null, 2) }],
    };
  }
}
