import type { GardenApi } from "./api.js";

export class PlotRepository {
  constructor(private api: GardenApi) {}

  async status(plotId: string) {
    const q = `query { plot(id: "${plotId}") { state } }`;
    return (await this.api.send<{ plot: { state: string } }>(q)).plot;
  }

  async water(plotId: string) {
    await this.api.send(`mutation { water(id: "${plotId}") }`);
  }
}
