// A queue that runs one job per lane at a time. It catches nothing itself: a job's rejection
// reaches whoever awaits execute.
type Job<T> = () => Promise<T>;

class LaneQueue {
  private tails = new Map<string, Promise<unknown>>();

  async execute<T>(lane: string, job: Job<T>): Promise<T> {
    const before = this.tails.get(lane) ?? Promise.resolve();
    const run = before.then(() => job());
    this.tails.set(
      lane,
      run.then(
        () => undefined,
        () => undefined,
      ),
    );
    return run;
  }
}

export const lanes = new LaneQueue();
