// A request queue: each task runs later, and its promise rejects with what the task threw.
export class SeedQueue {
  private tasks: Array<() => Promise<void>> = [];

  add<T>(fn: () => Promise<T>): Promise<T> {
    return new Promise((resolve, reject) => {
      this.tasks.push(async () => {
        try {
          resolve(await fn());
        } catch (error) {
          reject(error);
        }
      });
      void this.drain();
    });
  }

  private async drain(): Promise<void> {
    const task = this.tasks.shift();
    if (task) await task();
  }
}

export const seedQueue = new SeedQueue();
