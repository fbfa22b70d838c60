// A table of mail commands whose entries run through a method, registered by server.ts with
// no try around the call.
import { z } from "zod";

declare const outbox: { send(to: string): Promise<void> };

export const mailCommands = {
  send: {
    title: "mail-send",
    description: "Send a message",
    schema: { to: z.string() },
    async run(args: { to: string }) {
      if (!args.to.includes("@")) {
        // An isError result, made by the SDK from what the tool's callback lets through.
        throw new Error(`not an address: ${args.to}`); // want: raisederror
      }
      await outbox.send(args.to);
      return { content: [{ type: "text" as const, text: "sent" }] };
    },
  },
};
