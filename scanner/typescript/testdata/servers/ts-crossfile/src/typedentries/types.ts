// The type every tool module's entry object is declared with.
export interface ToolEntry {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  call: (args: unknown) => Promise<unknown>;
}

// Another type with a call member, of no tool module's entry.
export interface Job {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  call: (args: unknown) => Promise<unknown>;
}
