// Tool functions of the other registries.
export async function pinLabel(args: { label?: string }) {
  if (!args.label) {
    // BAD: Catalog.run sends it as the JSON text of a success.
    return { success: false, error: "label is required" }; // want: softerror related=src/fluentregistry/server.ts:16,src/fluentregistry/catalog.ts:18
  }
  return { success: true, pinned: args.label };
}

export async function flagLabel(args: { label?: string }) {
  if (!args.label) {
    // FINE: FlaggingRegistry.call sets isError on it.
    return { success: false, error: "label is required" };
  }
  return { success: true };
}

export async function dropLabel(args: { label?: string }) {
  if (!args.label) {
    // FINE: ThrowingRegistry.call throws it.
    return { success: false, error: "label is required" };
  }
  return { success: true };
}

export async function shelveLabel(args: { label?: string }) {
  if (!args.label) {
    // FINE: nothing dispatches from ShelvedRegistry's Map.
    return { success: false, error: "label is required" };
  }
  return { success: true };
}
