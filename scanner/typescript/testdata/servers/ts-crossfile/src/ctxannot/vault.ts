// An async factory, declared to return a promise of the interface.
export interface VaultContext {
  unlock: (code: string) => boolean;
}

export async function openVault(secret: string | undefined): Promise<VaultContext> {
  return {
    unlock: (code) => {
      if (!secret) throw new Error("vault has no secret"); // want: raisederror related=src/ctxannot/tools.ts:32,src/ctxannot/tools.ts:33
      return code === secret;
    },
  };
}
