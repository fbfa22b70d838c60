// A client whose method answers a failure as a value.
declare function readState(id: string): Promise<number>;

export class Station {
  async state(id: string): Promise<unknown> {
    try {
      return { id, value: await readState(id) };
    } catch (error) {
      return { status: "error", error: `${error}` };
    }
  }

  async label(id: string): Promise<string> {
    return `state ${id}`;
  }
}
