import type { ShelfContext } from "./context.js";
import { registerShelfTools } from "./tools.js";

export function registerAll(server: unknown, ctx: ShelfContext): void {
  registerShelfTools(server as never, ctx);
}
