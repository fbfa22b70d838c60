// Base classes whose registerTool registers the callback a subclass of another module hands it
// (tools.ts): one runs it inside a try whose catch answers, one outside any try, one inside a
// try whose catch throws a new error.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Vault } from "./vault.js";

export abstract class CaughtGroup {
  constructor(protected server: McpServer, protected vault: Vault) {}

  abstract register(): void;

  protected registerTool<T>(name: string, description: string, run: (args: any) => Promise<T>, shape: any = {}): void {
    this.server.tool(name, description, shape, async (args: any) => {
      try {
        const value = await run(args);
        return this.reply(JSON.stringify(value, null, 2));
      } catch (err) {
        console.error(`[${name}] failed`, err);
        // BAD: every failure of a subclass's callback ends here, as a success.
        return this.reply(`Error: ${err instanceof Error ? err.message : String(err)}`); // want: softerror related=src/groupcatch/groups.ts:26
      }
    });
  }

  protected reply(text: string) {
    return { content: [{ type: "text" as const, text }] };
  }
}

export abstract class BareGroup {
  constructor(protected server: McpServer, protected vault: Vault) {}

  protected registerTool<T>(name: string, description: string, run: (args: any) => Promise<T>): void {
    this.server.tool(name, description, {}, async (args: any) => {
      const value = await run(args);
      return { content: [{ type: "text" as const, text: JSON.stringify(value) }] };
    });
  }
}

export abstract class LoudGroup {
  constructor(protected server: McpServer, protected vault: Vault) {}

  protected registerTool<T>(name: string, description: string, run: (args: any) => Promise<T>): void {
    this.server.tool(name, description, {}, async (args: any) => {
      try {
        return { content: [{ type: "text" as const, text: JSON.stringify(await run(args)) }] };
      } catch (err) {
        // BAD: a new error in place of what the callback threw: the SDK makes it an isError result.
        throw new Error(`${name} failed: ${String(err)}`); // want: raisederror
      }
    });
  }
}
