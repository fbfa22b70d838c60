import type { RemoteContext } from "./remotetypes.js";

// A factory of an interface another module declares: not followed from the interface.
export function makeRemoteContext(url: string | null): RemoteContext {
  return {
    pull: async () => {
      if (!url) throw new Error("remote not configured"); // GOOD: not followed (another module's interface)
      return url;
    },
  };
}
