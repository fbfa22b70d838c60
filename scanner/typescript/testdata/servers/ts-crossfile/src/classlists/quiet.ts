// Tools of the same shape whose handlers answer every failure themselves.
import type { SoilClient } from "./client.js";
import { type Tool, withDescriptions } from "./types.js";

export class QuietTools {
  constructor(private client: SoilClient) {}

  getTools(): Tool[] {
    return withDescriptions([this.createAcidityTool()]);
  }

  private createAcidityTool(): Tool {
    return {
      name: "acidity",
      handler: async (args: any) => {
        try {
          return { ph: await this.client.acidity(args.bed) };
        } catch (error) {
          return { isError: true, content: [{ type: "text", text: `acidity failed: ${error}` }] }; // want: errorresult
        }
      },
    };
  }
}
