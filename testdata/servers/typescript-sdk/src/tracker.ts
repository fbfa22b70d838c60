// Tracker is a small HTTP client for the issue tracker; it knows nothing of MCP.
export class Tracker {
  constructor(private readonly base: string) {}

  private async call(path: string, init?: RequestInit): Promise<Response> {
    const res = await fetch(this.base + path, init);
    if (res.status >= 500) throw new Error(`tracker ${res.status}`);
    return res;
  }

  async get(id: number): Promise<unknown | undefined> {
    const res = await this.call(`/issues/${id}`);
    return res.status === 404 ? undefined : res.json();
  }

  async close(id: number, reason: string): Promise<void> {
    await this.call(`/issues/${id}/close`, { method: "POST", body: reason });
  }

  async label(id: number, label: string): Promise<void> {
    await this.call(`/issues/${id}/labels`, { method: "POST", body: label });
  }

  async isLocked(id: number): Promise<boolean> {
    const res = await this.call(`/issues/${id}/lock`);
    return res.status === 200;
  }

  async count(project: string): Promise<number | undefined> {
    const res = await this.call(`/projects/${project}/count`);
    return res.status === 404 ? undefined : Number(await res.text());
  }
}
