// Runs a list of thunks a few at a time.
export async function runLimited<T>(tasks: (() => Promise<T>)[], size = 4): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < tasks.length; i += size) {
    out.push(...(await Promise.all(tasks.slice(i, i + size).map((task) => task()))));
  }
  return out;
}

export function queueLater<T>(tasks: (() => Promise<T>)[]): void {
  setTimeout(() => tasks.forEach((task) => void task().catch(() => undefined)), 10);
}
