// A client of a remote service, in a module of its own: what its methods throw decides which
// branch of a caller's catch can run.
export class RemoteClient {
  private connected = false;

  async call(name: string): Promise<string> {
    if (!this.connected) {
      throw new Error("not connected"); // want: raisederror
    }
    try {
      const res = await fetch(`https://remote.example/${name}`);
      if (!res.ok) {
        throw new Error(`remote failed: ${res.status}`); // the catch's new error stands for it
      }
      return await res.text();
    } catch (error) {
      throw new Error(`call ${name} failed: ${(error as Error).message}`, { cause: error }); // want: raisederror
    }
  }

  async callRaw(name: string): Promise<string> {
    const res = await fetch(`https://remote.example/${name}`);
    if (!res.ok) {
      throw { status: res.status, name }; // want: raisederror
    }
    return res.text();
  }
}

export async function callOnce(client: RemoteClient, name: string): Promise<string> {
  return client.callRaw(name);
}

export async function callNested(name: string): Promise<string> {
  function refuse(reason: string): never {
    throw reason; // want: raisederror
  }
  if (!name) {
    refuse("a name is required");
  }
  return name;
}
