// A client whose requests throw on a failed response; the server's tools run them through
// helpers that chain a catch on the callback's promise, or do not.
export class HarborClient {
  async request(path: string): Promise<string> {
    const res = await fetch(`https://harbor.example${path}`);
    if (!res.ok) {
      // BAD: the crane, quay and pier tools reach it too.
      throw new Error(`harbor: ${res.status}`); // want: raisederror
    }
    return res.text();
  }

  async berth(id: string): Promise<string> {
    if (!id) {
      // FINE: wrap's chain answers the rejection (its catch's text is the softerror).
      throw new Error("no berth id");
    }
    return this.request(`/berths/${id}`);
  }

  async crane(id: string): Promise<string> {
    if (!id) {
      // BAD: rethrowing's catch throws again.
      throw new Error("no crane id"); // want: raisederror
    }
    return this.request(`/cranes/${id}`);
  }

  async quay(id: string): Promise<string> {
    if (!id) {
      // BAD: thenOnly chains no handler of a rejection.
      throw new Error("no quay id"); // want: raisederror
    }
    return this.request(`/quays/${id}`);
  }

  async pier(id: string): Promise<string> {
    if (!id) {
      // BAD: rejecting's catch hands back a rejected promise.
      throw new Error("no pier id"); // want: raisederror
    }
    return this.request(`/piers/${id}`);
  }

  async dock(id: string): Promise<string> {
    if (!id) {
      // FINE: settle's then has a rejection handler that answers.
      throw new Error("no dock id");
    }
    return this.request(`/docks/${id}`);
  }

  async lock(id: string): Promise<string> {
    if (!id) {
      // FINE: guarded hands it on to wrap.
      throw new Error("no lock id");
    }
    return this.request(`/locks/${id}`);
  }

  async moor(id: string): Promise<string> {
    if (!id) {
      // FINE: the moor tool hands a function that calls it, by reference, to wrap and chainRemote.
      throw new Error("no moor id");
    }
    return id;
  }

  async hitch(id: string): Promise<string> {
    if (!id) {
      // BAD: the hitch tool hands a function that calls it, by reference, to rethrowing.
      throw new Error("no hitch id"); // want: raisederror
    }
    return id;
  }
}

// A runner of this module that the server's tools call: its chain answers the rejection.
export function chainRemote<T>(fn: () => Promise<T>) {
  return fn()
    .then((r) => ({ content: [{ type: "text" as const, text: String(r) }] }))
    .catch((e: unknown) => ({ content: [{ type: "text" as const, text: `harbor: ${String(e)}` }], isError: true })); // want: errorresult
}

export async function anchorDepth(id: string): Promise<number> {
  if (!id) {
    // FINE: the anchor tool runs it through chainRemote, of this module.
    throw new Error("no anchor id");
  }
  return id.length;
}
