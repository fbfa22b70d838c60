// The project's own McpServer, with registration methods of its own that other modules call on a
// server they are handed (notes.ts). addReadTool and addWriteTool take the SDK's tool overloads
// and hand the callback to McpServer's registerTool through a method of the class; addSafeTool
// runs the callback in a try whose catch answers an isError result.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

type Callback = (input: any, extra: any) => any;

export class GuardedServer extends McpServer {
  private writable: boolean;

  constructor(writable: boolean) {
    super({ name: "notes", version: "1.0.0" });
    this.writable = writable;
  }

  addReadTool(...args: any[]) {
    return this.registerWith("read", ...args);
  }

  addWriteTool(...args: any[]) {
    if (!this.writable) return null;
    return this.registerWith("write", ...args);
  }

  addSafeTool(name: string, description: string, shape: any, cb: Callback) {
    return this.registerTool(name, { description, inputSchema: shape }, async (input: any, extra: any) => {
      try {
        return await cb(input, extra);
      } catch (e) {
        return { isError: true, content: [{ type: "text" as const, text: `${name} failed: ${String(e)}` }] }; // want: errorresult
      }
    });
  }

  // The callback it registers is the one guard builds, whose catch answers an isError result.
  addCheckedTool(...args: any[]) {
    const cb = this.guard(args);
    return this.registerTool(String(args[0]), {}, async (input: any, extra: any) => await cb(input, extra));
  }

  // this.tool is the class's own below, which refuses: nothing is registered.
  addLegacyTool(name: string, cb: Callback) {
    return (this as any).tool(name, cb);
  }

  tool(): never {
    throw new Error("use addReadTool or addWriteTool");
  }

  private guard(args: any[]): Callback {
    const cb = args[args.length - 1] as Callback;
    return async (input: any, extra: any) => {
      try {
        return await cb(input, extra);
      } catch (e) {
        return { isError: true, content: [{ type: "text" as const, text: String(e) }] }; // want: errorresult
      }
    };
  }

  private registerWith(access: string, ...args: unknown[]) {
    const { name, config, cb } = this.split(access, args);
    return (McpServer.prototype as any).registerTool.call(this, name, config, async (input: unknown, extra: unknown) => await cb(input, extra));
  }

  private split(access: string, args: unknown[]) {
    const name = String(args[0]);
    const cb = args[args.length - 1] as Callback;
    const inputSchema = args.length > 3 ? args[2] : args.length > 2 ? args[1] : undefined;
    return { name, config: { title: `${access}: ${name}`, inputSchema }, cb };
  }
}

// Not a server: its addToolJob keeps the callback for a queue that runs it later.
export class JobQueue {
  private jobs: Array<{ name: string; run: Callback }> = [];

  addToolJob(name: string, description: string, run: Callback) {
    this.jobs.push({ name: `${name}: ${description}`, run });
  }
}
