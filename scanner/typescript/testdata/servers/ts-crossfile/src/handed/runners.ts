// Runners that tools hand their work to: one returns what the work returns, one answers on its
// own once the work is done.
export class Retry {
  async attempt<T>(work: () => Promise<T>): Promise<T> {
    const out = await work();
    return out;
  }
}

export class Audit {
  async record(work: () => Promise<unknown>) {
    await work();
    return { content: [{ type: "text" as const, text: "recorded" }] };
  }
}

export const retry = new Retry();
export const audit = new Audit();
