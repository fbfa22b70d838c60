// A tool registered through a function that names it by another parameter than the spec.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { defineAliasedTool } from "./toolkit.js";

declare function callService(domain: string, service: string): Promise<unknown>;

export function registerAliasedTools(mcp: McpServer) {
  defineAliasedTool(mcp, { name: "restart_alias" }, {
    name: "restart_inner",
    handler: async () => {
      try {
        return { success: true, result: await callService("homeassistant", "restart") };
      } catch (e) {
        // BAD, the tool not named by the spec's name: the registration names it by the alias.
        return { success: false, error: String(e) }; // want: softerror related=src/specwrapped/toolkit.ts:38,src/specwrapped/toolkit.ts:39,src/specwrapped/toolkit.ts:40
      }
    },
  });
}
