import { PlotRepository } from "./plot.repo.js";

export class GardenApi {
  public readonly plots: PlotRepository;
  private token: string | null = null;

  constructor() {
    this.plots = new PlotRepository(this);
  }

  async send<T>(query: string): Promise<T> {
    if (!this.token) {
      throw new Error("no API token set"); // want: raisederror related=src/tupletools/server.ts:8,src/tupletools/plots.tool.ts:6,src/tupletools/plots.tool.ts:10,src/tupletools/garden.service.ts:6,src/tupletools/plot.repo.ts:8
    }
    const res = await fetch("https://garden.example/graphql", { method: "POST", body: query });
    return (await res.json()) as T;
  }
}

export const gardenApi = new GardenApi();
