// A status reader with no MCP import: some of its functions answer their own failures with a
// value that is no failure text, others let them through.

export interface Status {
  uptime: number;
  load: number;
}

export class Probe {
  // Its whole body is in a try whose catch answers: it never throws.
  async read(host: string): Promise<Status | null> {
    try {
      const res = await fetch(`https://status.example/${host}`);
      const status = (await res.json()) as Status;
      return status;
    } catch (error) {
      console.error(`probe ${host}`, error);
      return null;
    }
  }
}

// It catches its own failures as well.
export async function readQuietly(host: string): Promise<Status | null> {
  try {
    const res = await fetch(`https://status.example/${host}`);
    return (await res.json()) as Status;
  } catch {
    return null;
  }
}

// Its construction before the try may throw (a host that makes no URL).
export async function readLoose(host: string): Promise<Status | null> {
  const url = new URL(host, "https://status.example/");
  try {
    const res = await fetch(url);
    return (await res.json()) as Status;
  } catch {
    return null;
  }
}
