// A low-level server that looks each tool's handler object up in a Map of its own and returns
// what the object's handle returns.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { DraftHandler } from "./draft.js";

declare const mailbox: { send(to: string): Promise<void>; count(): Promise<number> };

class SendHandler {
  async handle(args: any) {
    try {
      await mailbox.send(String(args?.to));
      return { content: [{ type: "text" as const, text: "sent" }] };
    } catch (error) {
      // BAD: the registry's handler returns this as its own result.
      return { content: [{ type: "text" as const, text: `Error: could not send: ${error}` }] }; // want: softerror related=src/softregistry/local.ts:39
    }
  }
}

class CountHandler {
  async handle() {
    const n = await mailbox.count();
    return { content: [{ type: "text" as const, text: `${n} messages` }] };
  }
}

export class Mail {
  private handlers = new Map<string, SendHandler | CountHandler>();

  constructor(private server: Server) {
    this.handlers.set("send", new SendHandler());
    this.handlers.set("count", new CountHandler());
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      const handler = this.handlers.get(request.params.name);
      if (!handler) {
        return { content: [{ type: "text" as const, text: "Unknown tool" }], isError: true }; // want: errorresult
      }
      return await handler.handle(request.params.arguments);
    });
  }

  draft() {
    return new DraftHandler();
  }
}
