// A server class that registers the entries of command tables, its own and other modules', by
// iterating each table and calling the entry's handler from the tool's callback: what the
// handler returns is what the tool returns, and what it throws reaches the callback.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { noteCommands } from "./notes.js";
import { mailCommands } from "./mail.js";
import { storeCommands } from "./store.js";
import { draftCommands } from "./drafts.js";

declare const clock: { now(): Promise<string> };

const localCommands = {
  time: {
    description: "Tell the time of the server",
    schema: {},
    handler: async () => {
      try {
        return { content: [{ type: "text" as const, text: await clock.now() }] };
      } catch (error) {
        // BAD: the tool below returns this entry's result as its own, and nothing sets isError.
        return { content: [{ type: "text" as const, text: `Clock unavailable: ${error}` }] }; // want: softerror related=src/iterated/server.ts:61
      }
    },
  },
};

export class Desk extends McpServer {
  constructor(dir: string) {
    super({ name: "desk", version: "1.0.0" });

    // Each entry of an imported table, through Object.entries: the tool's catch answers what
    // a handler throws with isError.
    Object.entries(noteCommands).forEach(([commandName, command]) => {
      this.tool(`notes-${commandName}`, command.description, command.schema, async (args: any) => {
        try {
          return await command.handler(args);
        } catch (error) {
          return { content: [{ type: "text" as const, text: `notes-${commandName} failed: ${error}` }], isError: true }; // want: errorresult
        }
      });
    });

    // Each entry through Object.values, with no try: what run throws reaches the SDK.
    for (const command of Object.values(mailCommands)) {
      this.tool(command.title, command.description, command.schema, async (args: any) => command.run(args));
    }

    // The entries of the table a function of another module returns.
    Object.entries(storeCommands(dir)).forEach(([commandName, command]) => {
      this.tool(`store-${commandName}`, command.description, command.schema, async (args: any) => {
        return command.handler(args);
      });
    });

    // FINE: the callback answers with the entry's description and never calls its handler.
    Object.entries(draftCommands).forEach(([commandName, command]) => {
      this.tool(commandName, command.description, command.schema, async () => ({ content: [{ type: "text" as const, text: command.description }] }));
    });

    for (const [commandName, command] of Object.entries(localCommands)) {
      this.tool(commandName, command.description, command.schema, async () => command.handler());
    }
  }
}
