// Classes that register their tools through a registerTool of their own, in this file.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export class Greenhouse {
  constructor(private server: McpServer) {}

  register(): void {
    this.registerTool("water-plants", "Water the plants", async () => this.water());
  }

  private async water(): Promise<string> {
    if (Math.random() > 2) {
      // FINE: this class's registerTool runs the callback in a try whose catch answers.
      throw new Error("the hose is dry");
    }
    return "watered";
  }

  private registerTool(name: string, description: string, run: () => Promise<string>): void {
    this.server.tool(name, description, {}, async () => {
      try {
        return { content: [{ type: "text" as const, text: await run() }] };
      } catch (err) {
        return { content: [{ type: "text" as const, text: `Could not ${name}: ${String(err)}` }], isError: true }; // want: errorresult
      }
    });
  }
}

export class Orchard {
  constructor(private server: McpServer) {}

  register(): void {
    this.registerTool("pick-apples", "Pick apples", async () => this.pick());
  }

  private async pick(): Promise<string> {
    if (Math.random() > 2) {
      // BAD: this registerTool hands the callback to the SDK unchanged.
      throw new Error("no apples left"); // want: raisederror related=34,34
    }
    return "picked";
  }

  private registerTool(name: string, description: string, run: () => Promise<string>): void {
    this.server.tool(name, description, {}, async () => ({ content: [{ type: "text" as const, text: await run() }] }));
  }
}
