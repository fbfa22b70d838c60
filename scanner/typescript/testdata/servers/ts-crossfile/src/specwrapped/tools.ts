// Tools registered through the project's registration functions with spec objects.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { defineCheckedTool, defineTool } from "./toolkit.js";

declare function callService(domain: string, service: string): Promise<unknown>;

export function registerSpecTools(mcp: McpServer) {
  defineTool(mcp, {
    name: "call_service",
    params: { domain: z.string(), service: z.string() },
    handler: async ({ domain, service }) => {
      try {
        const result = await callService(domain, service);
        // FINE: a success, which defineTool sends as one.
        return { success: true, domain, service, result };
      } catch (e: any) {
        // BAD: defineTool makes its JSON the text of a success.
        return { success: false, domain, service, error: String(e?.message ?? e) }; // want: softerror related=src/specwrapped/toolkit.ts:14,src/specwrapped/toolkit.ts:15,src/specwrapped/toolkit.ts:19
      }
    },
  });

  defineTool(mcp, {
    name: "render",
    params: { template: z.string() },
    async handler({ template }) {
      try {
        return { success: true, rendered: await callService("template", template) };
      } catch (e: any) {
        const failed = { success: false, template, error: String(e) };
        // BAD: the same failure, through a local.
        return failed; // want: softerror related=src/specwrapped/toolkit.ts:14,src/specwrapped/toolkit.ts:15,src/specwrapped/toolkit.ts:19
      }
    },
  });

  defineTool(mcp, {
    name: "reload",
    params: {},
    handler: async () => {
      try {
        await callService("homeassistant", "reload_all");
        return { content: [{ type: "text" as const, text: "reloaded" }] };
      } catch (e) {
        // FINE: a tool result of its own, which defineTool passes on as it is.
        return { content: [{ type: "text" as const, text: `reload failed: ${e}` }], isError: true }; // want: errorresult
      }
    },
  });

  defineCheckedTool(mcp, {
    name: "restart",
    params: {},
    handler: async () => {
      try {
        return { success: true, result: await callService("homeassistant", "restart") };
      } catch (e) {
        // FINE: defineCheckedTool answers a failure object with isError.
        return { success: false, error: String(e) };
      }
    },
  });
}
