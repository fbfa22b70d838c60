// A registry base class: the server and the shelf are constructor parameter properties, which
// the subclasses of other modules use as this.server and this.shelf.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Clock } from "./clock.js";
import { Shelf } from "./shelf.js";

export abstract class RegistryBase {
  protected clock = new Clock();

  constructor(
    protected server: McpServer,
    protected shelf: Shelf,
    protected label: any,
  ) {}

  register(): void {
    this.registerTools();
  }

  protected abstract registerTools(): void;
}

// A middle class that adds nothing of its own: the fields are still RegistryBase's.
export abstract class ToolRegistry extends RegistryBase {}
