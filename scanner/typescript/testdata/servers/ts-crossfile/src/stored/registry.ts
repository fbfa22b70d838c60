// A registry module: tool modules hand it their definitions, which it keeps in a Map and gives
// back as a list (load.ts hands each to its caller's callback, server.ts registers it).
export type Definition = {
  name: string;
  description: string;
  inputSchema?: Record<string, unknown>;
  callback: (args: any) => Promise<any>;
};

class Registry {
  private entries = new Map<string, Definition>();

  get tools(): Definition[] {
    return Array.from(this.entries.values());
  }

  add(key: string, definition: Definition): void {
    this.entries.set(key, definition);
  }
}

const registry = new Registry();
export default registry;

// Plugins, kept apart: none is a tool (plugins.ts).
export const plugins = new Registry();
