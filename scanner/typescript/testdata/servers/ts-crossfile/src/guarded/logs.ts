// A store of log lines: its own array's methods throw nothing, a method of what the tool gave
// it may (a levels that is a number has no includes).
export class LogStore {
  private entries: string[] = [];

  add(line: string) {
    this.entries.push(line);
  }

  recent(levels: string[] | undefined, count: number): string[] {
    let picked = this.pick(levels);
    picked = picked.slice(-count);
    return picked.reverse();
  }

  private pick(levels: string[] | undefined): string[] {
    return this.entries.filter((line) => !levels || levels.includes(line.slice(0, 5)));
  }
}
