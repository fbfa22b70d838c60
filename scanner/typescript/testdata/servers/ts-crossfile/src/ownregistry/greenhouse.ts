// The greenhouse's HTTP client, which the tools make and call without a try.
export class GreenhouseError extends Error {
  constructor(message: string, readonly status: number) {
    super(message);
  }
}

export class GreenhouseClient {
  constructor(private readonly base: string) {}

  async send(path: string, body?: unknown): Promise<any> {
    const res = await fetch(`${this.base}${path}`, { method: body ? "POST" : "GET", body: JSON.stringify(body) });
    if (!res.ok) {
      // BAD: a failed request reaches the server's rethrow from the sow tool.
      throw new GreenhouseError(`greenhouse answered ${res.status}`, res.status);
    }
    return res.json();
  }

  async bed(id: string): Promise<any> {
    return this.send(`/beds/${id}`);
  }
}
