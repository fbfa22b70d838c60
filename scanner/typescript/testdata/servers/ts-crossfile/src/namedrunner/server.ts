// A low-level server whose handler runs every tool through a runner of an injected services
// object (untyped: the file cannot tell its class), named for what it does: withSession runs
// the function it is given and returns its value, so the handler returns what runTool returns.
// Its catch answers the archive's own errors with the result their class builds.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { runTool } from "./dispatch.js";
import { ArchiveError, QuotaError } from "./errors.js";

export class ArchiveHandler {
  server: Server;
  services: any;

  constructor(server: Server, services: any) {
    this.server = server;
    this.services = services;
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const { name, arguments: args } = request.params;
      try {
        const { archive } = this.services;
        return await archive.withSession(async (session: unknown) => {
          return runTool(name, args ?? {}, session);
        });
      } catch (error) {
        if (error instanceof ArchiveError) {
          return error.toResult();
        }
        if (error instanceof QuotaError) {
          throw error; // want: protocolerror
        }
        return { content: [{ type: "text", text: `Unexpected: ${String(error)}` }], isError: true }; // want: errorresult
      }
    });
  }
}
