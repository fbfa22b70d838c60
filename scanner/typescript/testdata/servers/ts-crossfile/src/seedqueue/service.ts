// The service the tools call: each method logs a failure and throws it on.
import { SeedClient } from "./client.js";
import { seedQueue } from "./queue.js";

export class SeedService {
  constructor(private api: SeedClient) {}

  async listSeeds(kind: string) {
    try {
      // The queue's task calls the client: what its interceptor throws comes back here.
      return await seedQueue.add(() => this.api.find<string[]>(`/seeds?kind=${kind}`));
    } catch (error) {
      console.error("listing seeds failed", error);
      throw error;
    }
  }

  async seedInfo(id: string) {
    try {
      // An awaited call with type arguments, which the grammar reads as `(await this.api.find)<...>(...)`.
      const info = await this.api.find<{ name: string }>(`/seeds/${id}`);
      return info.name;
    } catch (error) {
      console.error("seed lookup failed", error);
      throw error;
    }
  }

  async seedCount(kind: string) {
    try {
      return await seedQueue.add(async () => {
        try {
          return (await this.api.find<string[]>(`/seeds?kind=${kind}`)).length;
        } catch {
          // FINE: the task answers its own failures; nothing the client throws comes back.
          return 0;
        }
      });
    } catch (error) {
      console.error("counting seeds failed", error);
      throw error;
    }
  }
}
