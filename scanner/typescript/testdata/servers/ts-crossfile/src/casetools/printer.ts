// A printer client module: getStatus answers a failure object; the others give back data or throw.
export class PrinterClient {
  async getStatus(host: string) {
    try {
      return { status: "ok", host, temperature: await probe(host) };
    } catch (error) {
      return { status: "error", connected: false, error: String(error) };
    }
  }

  async listJobs(host: string) {
    return { host, jobs: await probeJobs(host) };
  }

  async getLog(host: string) {
    try {
      return { host, lines: await probeJobs(host) };
    } catch (error) {
      return { host, error: String(error) };
    }
  }
}

declare function probe(host: string): Promise<number>;
declare function probeJobs(host: string): Promise<string[]>;
