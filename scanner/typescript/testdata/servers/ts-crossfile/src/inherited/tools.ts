// Tools registered by subclasses of a registry base class of another module: their calls on
// this.shelf and this.clock reach the fields the base class declares.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { RegistryBase, ToolRegistry } from "./base.js";
import { Ledger, Meter } from "./clock.js";
import { Shelf } from "./shelf.js";
import { WoodShelf } from "./woodshelf.js";

export class ShelfTools extends ToolRegistry {
  protected registerTools(): void {
    // BAD: take throws in both implementations of Shelf, the field's interface; no try here.
    this.server.tool("take_item", "Take an item off a slot.", { slot: z.string() }, async ({ slot }) => {
      const item = await this.shelf.take(slot);
      return { content: [{ type: "text", text: item }] };
    });
  }
}

class StepTools extends RegistryBase {
  protected registerTools(): void {
    this.server.registerTool(
      "advance",
      { inputSchema: { step: z.number() } },
      // BAD: tick throws, through a field the base class initializes with new Clock().
      async ({ step }) => {
        const at = this.clock.tick(step);
        return { content: [{ type: "text", text: `at ${at}` }] };
      },
    );
    this.server.registerTool("describe", { inputSchema: { slot: z.string() } }, async ({ slot }) => {
      // FINE: the base declares label with no class: nothing to reach.
      return { content: [{ type: "text", text: String(this.label.describe(slot)) }] };
    });
  }
}

class LedgerTools extends RegistryBase {
  // The subclass declares clock itself, as a Ledger: the base's Clock is not what it calls.
  protected clock: any = new Ledger();

  protected registerTools(): void {
    this.server.registerTool("log_line", { inputSchema: { line: z.string() } }, async ({ line }) => {
      // BAD: Ledger.write throws; Clock.tick is not reached from here.
      const out = this.clock.write(line);
      return { content: [{ type: "text", text: out }] };
    });
    this.server.registerTool("peek_item", { inputSchema: { slot: z.string() } }, async ({ slot }) => {
      try {
        // FINE: the try's catch answers.
        return { content: [{ type: "text", text: await this.shelf.take(slot) }] };
      } catch {
        return { content: [{ type: "text", text: "nothing there" }] };
      }
    });
  }
}

export function registerShelfTools(server: McpServer, shelf: Shelf): void {
  new ShelfTools(server, shelf, null).register();
  new StepTools(server, shelf, null).register();
  new LedgerTools(server, shelf, null).register();
}

// A base class of this file: its field is found at once.
abstract class LocalBase {
  constructor(protected readonly meter: Meter) {}
}

class MeterTools extends LocalBase {
  register(server: McpServer): void {
    // BAD: Meter.read throws for any unit but kg.
    server.registerTool("read_meter", { inputSchema: { unit: z.string() } }, async ({ unit }) => {
      const value = this.meter.read(unit);
      return { content: [{ type: "text", text: String(value) }] };
    });
  }
}

new MeterTools(new Meter()).register(new McpServer({ name: "meter", version: "1.0.0" }));
registerShelfTools(new McpServer({ name: "shelf", version: "1.0.0" }), new WoodShelf());
