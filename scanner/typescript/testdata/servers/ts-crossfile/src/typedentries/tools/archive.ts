// A tool module's entry that the factory builds: its handler runs through the factory's call.
import { createEntry } from "../factory.js";

export default createEntry({
  name: "archive_note",
  schema: { type: "object", properties: { id: { type: "string" } } },
  handler: async (input: unknown) => {
    if (!(input as { id?: string }).id) {
      // BAD: the manager's tool.call(args) runs the factory's call, which lets it out.
      throw new Error("id is required"); // want: protocolerror related=4,src/typedentries/server.ts:7,src/typedentries/server.ts:8,src/typedentries/manager.ts:25,src/typedentries/factory.ts:16
    }
    return { archived: true };
  },
});
