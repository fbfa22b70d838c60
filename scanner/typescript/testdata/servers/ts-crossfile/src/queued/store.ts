// A store whose writes run one after another: each method hands its work to a function of the
// class that runs it, or chains it on a promise it returns.
export class Store {
  private queue: Promise<void> = Promise.resolve();
  private later: Array<() => Promise<void>> = [];
  private rows: Record<string, string> = {};

  private enqueue(work: () => Promise<void>): Promise<void> {
    const pending = this.queue.catch(() => undefined).then(work);
    this.queue = pending.catch(() => undefined);
    return pending;
  }

  private now(work: () => Promise<void>): Promise<void> {
    return work();
  }

  private defer(work: () => Promise<void>): Promise<void> {
    this.later.push(work);
    return Promise.resolve();
  }

  private background(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch(() => undefined);
  }

  private quietly(work: () => Promise<void>): Promise<void> {
    return work().catch(() => undefined);
  }

  async remove(id: string): Promise<void> {
    await this.enqueue(async () => {
      if (!this.rows[id]) {
        // BAD: the promise enqueue returns rejects with it, and remove awaits that promise.
        throw new Error(`Row ${id} not found`); // want: raisederror related=src/queued/server.ts:23,src/queued/server.ts:24,src/queued/service.ts:15
      }
      delete this.rows[id];
    });
  }

  async rename(id: string, to: string): Promise<void> {
    await this.now(async () => {
      if (to === "") {
        // BAD: now calls what it is handed and returns its promise.
        throw new Error("A new name is required"); // want: raisederror related=src/queued/server.ts:27,src/queued/server.ts:28,src/queued/service.ts:20
      }
      this.rows[to] = this.rows[id];
    });
  }

  async archive(id: string): Promise<void> {
    await this.defer(async () => {
      if (!this.rows[id]) {
        // FINE: defer only keeps the work for later; archive's caller never meets this.
        throw new Error(`Row ${id} not found`);
      }
    });
  }

  async touch(id: string): Promise<void> {
    this.background(async () => {
      if (!this.rows[id]) {
        // FINE: background chains the work on a promise it does not return.
        throw new Error(`Row ${id} not found`);
      }
    });
  }

  async purge(id: string): Promise<void> {
    await this.quietly(async () => {
      if (!this.rows[id]) {
        // FINE: quietly answers what the work's promise rejects with (.catch).
        throw new Error(`Row ${id} not found`);
      }
    });
  }
}
