// A second registry of the same module whose entries are plugins, not tools: no name and input
// schema, and nothing hands them to the SDK.
import { plugins } from "./registry.js";

plugins.add("audit", {
  name: "audit",
  description: "Audit log",
  async callback() {
    // FINE: a plugin's callback, which no tool runs.
    throw new Error("audit log is read-only");
  },
});

export function startPlugins() {
  for (const p of plugins.tools) void p;
}
