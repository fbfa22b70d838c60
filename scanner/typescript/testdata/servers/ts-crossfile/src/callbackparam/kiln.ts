// Clients whose methods throw; the tools reach them only through wrappers' callbacks whose
// parameter has no annotation of its own: the wrapper's signature types it.
export class KilnClient {
  async fire(id: string): Promise<number> {
    if (!id) {
      // BAD: the fire tool's callback runs it through withKiln, whose catch throws it on.
      throw new Error("no kiln id to fire"); // want: raisederror related=src/callbackparam/server.ts:33,src/callbackparam/server.ts:34
    }
    return 1200;
  }

  async cool(id: string): Promise<string[]> {
    if (!id) {
      // BAD: the cool tool hands its callback to withRemoteKiln, of another module, which rethrows.
      throw new Error("no kiln id to cool"); // want: raisederror
    }
    return [id];
  }

  async glaze(id: string, coat: string): Promise<string> {
    if (!coat) {
      // BAD: the glaze tool's callback is a function expression whose second parameter is the coat.
      throw new Error("no coat given"); // want: raisederror
    }
    return `${id}: ${coat}`;
  }

  async seal(id: string): Promise<string> {
    if (!id) {
      // FINE: the seal tool runs it through guardKiln, which answers with an isError result.
      throw new Error("no kiln id to seal");
    }
    return id;
  }

  async vent(id: string): Promise<string> {
    if (!id) {
      // BAD: the vent tool's callback calls KilnClient's vent.
      throw new Error("no kiln id to vent"); // want: raisederror
    }
    return id;
  }
}

export class Chimney {
  async vent(id: string): Promise<string> {
    if (!id) {
      // FINE: no tool calls Chimney's vent; the vent tool's kiln is a KilnClient.
      throw new Error("no chimney id to vent");
    }
    return id;
  }
}
