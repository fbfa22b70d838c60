// The tools/call handler's delegate: a registry of the tool modules' entries, filled from their
// barrel, looked up by name by a method declared to return the entry type.
import type { ToolEntry } from "./types.js";

export class ToolManager {
  private tools: Map<string, ToolEntry> = new Map();

  async initialize() {
    const mods = (await import("./tools/index.js")) as Record<string, unknown>;
    for (const [, entry] of Object.entries(mods)) {
      const t = entry as { name?: string };
      if (t && t.name) this.tools.set(t.name, entry as ToolEntry);
    }
  }

  getTool(name: string): ToolEntry | undefined {
    return this.tools.get(name);
  }

  async callTool(name: string, args: unknown): Promise<unknown> {
    const tool = this.getTool(name);
    // FINE: an unknown tool's name is the client's mistake, a protocol error by the spec.
    if (!tool) throw new Error(`Unknown tool: ${name}`);
    try {
      return await tool.call(args);
    } catch (err) {
      console.error(`tool ${name} failed`, err);
      // BAD: the catch-all rethrow sends every tool's failure as a JSON-RPC error; it cites the
      // way from the handler only, each tool's throw being a finding of its own.
      throw err; // want: protocolerror related=src/typedentries/server.ts:7,src/typedentries/server.ts:8
    }
  }
}

export const manager = new ToolManager();
