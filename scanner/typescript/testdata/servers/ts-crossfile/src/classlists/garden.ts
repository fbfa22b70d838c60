// Tools whose handlers let the client's failures through.
import type { SoilClient } from "./client.js";
import { type Tool, withDescriptions } from "./types.js";

export class GardenTools {
  constructor(private client: SoilClient) {}

  getTools(): Tool[] {
    return withDescriptions([this.createMoistureTool()]);
  }

  private createMoistureTool(): Tool {
    return {
      name: "moisture",
      handler: async (args: any) => {
        const level = await this.client.moisture(args.bed);
        return { level };
      },
    };
  }
}
