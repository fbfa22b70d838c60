// An API client that the tools of tools.ts call.
export class Vault {
  async open(id: string): Promise<string> {
    const res = await fetch(`https://vault.invalid/boxes/${id}`);
    if (!res.ok) {
      // FINE: only the locker tools call open, and CaughtGroup's catch answers for them.
      throw new Error(`vault answered ${res.status}`);
    }
    return res.text();
  }

  async seal(id: string): Promise<void> {
    if (!id) {
      throw new Error("nothing to seal"); // want: raisederror related=src/groupcatch/tools.ts:31,src/groupcatch/tools.ts:34,src/groupcatch/tools.ts:39
    }
  }
}
