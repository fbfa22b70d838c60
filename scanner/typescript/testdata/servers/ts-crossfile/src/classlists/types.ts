// What each tool class hands the server: a name and a handler, and a wrapper that fills in the
// description of each tool and passes its handler on as it is.
export interface Tool {
  name: string;
  description?: string;
  handler: (args: any) => Promise<unknown>;
}

export function withDescriptions(tools: Tool[]): Tool[] {
  return tools.map((tool) => ({ ...tool, description: tool.description ?? tool.name }));
}
