import { ServiceBase } from "./service-base.js";

export class GardenService extends ServiceBase {
  async status(plotId: string) {
    // BAD: no try: what the API client throws leaves the tool.
    const plot = await this.api.plots.status(plotId);
    return { content: [{ type: "text" as const, text: `Plot ${plotId}: ${plot.state}` }] };
  }

  async water(plotId: string) {
    try {
      await this.api.plots.water(plotId);
      return { content: [{ type: "text" as const, text: `Watered ${plotId}` }] };
    } catch (e) {
      return { content: [{ type: "text" as const, text: `Could not water ${plotId}: ${String(e)}` }], isError: true }; // want: errorresult
    }
  }
}

export const gardenService = new GardenService();
