// Low-level tools/call handlers with the same dead branch: protocolerror shares the check.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { z } from "zod";

const ToggleSchema = z.object({ state: z.enum(["on", "off"]), mode: z.enum(["fast", "safe"]) });

export function registerToggle(server: Server) {
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const args = ToggleSchema.parse(request.params.arguments); // want: protocolerror
    if (args.state === "on") {
      return { content: [{ type: "text", text: "on" }] };
    } else if (args.state === "off") {
      return { content: [{ type: "text", text: "off" }] };
    } else {
      throw new Error(`bad state ${args.state}`); // GOOD: the enum has no third value
    }
  });

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const args = ToggleSchema.parse(request.params.arguments); // want: protocolerror
    if (args.mode === "fast") {
      return { content: [{ type: "text", text: "fast" }] };
    } else {
      throw new Error(`mode ${args.mode} is not available`); // want: protocolerror
    }
  });
}
