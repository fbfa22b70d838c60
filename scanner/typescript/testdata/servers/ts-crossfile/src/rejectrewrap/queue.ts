// A write queue whose enqueue returns a `new Promise` that a residency timer rejects: a caller
// that awaits it throws there, as it would at a throw of the function's own.
export class WriteQueue {
  private pending: Array<() => void> = [];

  enqueue(id: string, limitMs: number): Promise<string> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        // FINE: no finding of its own, as a throw here would be none: save_doc reaches it only
        // through the rethrowing catch of saveDoc, whose throw is the finding and names it.
        reject(new Error(`write ${id} was not dispatched within ${limitMs}ms`));
      }, limitMs);
      this.pending.push(() => {
        clearTimeout(timer);
        resolve(id);
      });
    });
  }

  drain(id: string, limitMs: number): Promise<string> {
    return new Promise((resolve, reject) => {
      if (limitMs <= 0) {
        // BAD: drain_doc awaits drain in no try (related shows that way), though touch_doc's
        // catch rethrows it.
        reject(new Error(`no time left to drain ${id}`)); // want: protocolerror related=src/rejectrewrap/server.ts:10,src/rejectrewrap/server.ts:16,src/rejectrewrap/tools.ts:27
        return;
      }
      resolve(id);
    });
  }
}
