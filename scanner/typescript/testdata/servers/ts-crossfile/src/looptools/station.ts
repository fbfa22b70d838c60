// A client whose method answers a failure as a value.
declare function readLevel(id: string): Promise<number>;

export class Gauge {
  async level(id: string): Promise<unknown> {
    try {
      return { id, value: await readLevel(id) };
    } catch (error) {
      return { status: "error", error: `${error}` };
    }
  }

  async unit(id: string): Promise<string> {
    return `unit of ${id}`;
  }
}
