// A circuit breaker that the server runs every tool call through, reached as a member of an
// object this module exports (`breakers.remote.run(...)`).
export class Breaker {
  private open = false;
  private failures = 0;

  async run<T>(fn: () => Promise<T>): Promise<T> {
    if (this.open) {
      // BAD: refused before the tool runs; the tools/call handler calls run outside a try.
      throw new Error("Service temporarily unavailable"); // want: protocolerror
    }
    try {
      const result = await fn();
      this.reset();
      return result;
    } catch (error) {
      this.failures++;
      // FINE: passes on what the function it runs threw, unchanged: that failure is the caller's,
      // reported where it is thrown.
      throw error;
    }
  }

  private reset() {
    this.failures = 0;
  }
}

export const breakers = {
  remote: new Breaker(),
};
