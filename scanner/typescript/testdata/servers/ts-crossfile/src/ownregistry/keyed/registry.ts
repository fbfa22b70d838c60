// A registry class that keeps each registered tool in an object by name and runs the one asked
// for; one instance is shared by the tool modules and the server.
export interface KeyedTool {
  name: string;
  inputSchema: object;
  callback(args: any): Promise<unknown>;
}

export class Registry {
  private tools: Record<string, KeyedTool> = {};

  register(tool: KeyedTool): void {
    this.tools[tool.name] = tool;
  }

  async dispatch(name: string, args: unknown): Promise<unknown> {
    const tool = this.tools[name];
    if (!tool) {
      // FINE: an unknown tool, a protocol error by the specification.
      throw new Error(`Unknown tool: ${name}`);
    }
    return await tool.callback(args);
  }
}

export const registry = new Registry();
