// Imports every tool module, then hands each stored definition to the caller's callback.
import registry from "./registry.js";
import "./tools/shelve.js";
import "./tools/count.js";

export async function loadTools(onTool: (tool: any) => unknown) {
  for (const tool of registry.tools) {
    await onTool(tool);
  }
}
