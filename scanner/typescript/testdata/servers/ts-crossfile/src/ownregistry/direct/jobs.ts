// A job of the array registry that throws on a bad argument.
import { defineJob } from "./registry.js";

defineJob({
  name: "compost",
  schema: { type: "object" },
  run: async (args) => {
    if (typeof args.kg !== "number") {
      // BAD: reaches the low-level handler through runJob, uncaught: a JSON-RPC error.
      throw new Error("kg must be a number"); // want: protocolerror related=4,src/ownregistry/direct/server.ts:9,src/ownregistry/direct/server.ts:10,src/ownregistry/direct/registry.ts:16
    }
    return { composted: args.kg };
  },
});
