// The shape of a table entry, declared only: a declaration file holds no tool.
export interface ToolEntry {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  handler(args: Record<string, unknown>): Promise<unknown>;
}
