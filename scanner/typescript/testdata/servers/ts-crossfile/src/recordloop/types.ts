export interface ToolRecord {
  name: string;
  description: string;
  handler: (args: Record<string, unknown>) => Promise<unknown>;
}
