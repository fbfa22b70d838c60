// A tool of the keyed registry whose callback throws on a missing argument.
import { registry } from "./registry.js";

registry.register({
  name: "mulch",
  inputSchema: { type: "object" },
  callback: async (args) => {
    if (!args.bed) {
      // BAD: reaches the low-level handler through Registry.dispatch: a JSON-RPC error.
      throw new Error("bed is required"); // want: protocolerror related=4,src/ownregistry/keyed/server.ts:9,src/ownregistry/keyed/server.ts:10,src/ownregistry/keyed/registry.ts:22
    }
    return { mulched: args.bed };
  },
});
