// A pool whose runner answers on its own once the callback is done: what the callback returns
// is dropped, so a tool that returns withLease's call returns the pool's own text.
export class LeasePool {
  private lease = { id: 1 };

  async withLease(fn: (lease: { id: number }) => Promise<unknown>) {
    await fn(this.lease);
    return { content: [{ type: "text" as const, text: `lease ${this.lease.id} returned` }] };
  }
}
