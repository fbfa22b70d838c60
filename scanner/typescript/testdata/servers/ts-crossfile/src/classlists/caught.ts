// Tools whose list goes through a wrapper of this file that puts each handler in a try whose
// catch answers with isError: the wrapper does not pass the handlers on as they are.
import type { SoilClient } from "./client.js";
import type { Tool } from "./types.js";

function withAnswers(tools: Tool[]): Tool[] {
  return tools.map((tool) => ({
    ...tool,
    handler: async (args: any) => {
      try {
        return await tool.handler(args);
      } catch (error) {
        return { isError: true, content: [{ type: "text", text: `${tool.name} failed: ${error}` }] }; // want: errorresult
      }
    },
  }));
}

export class CaughtTools {
  constructor(private client: SoilClient) {}

  getTools(): Tool[] {
    return withAnswers([this.createRipenessTool()]);
  }

  private createRipenessTool(): Tool {
    return {
      name: "ripeness",
      handler: async (args: any) => ({ ripeness: await this.client.ripeness(args.bed) }),
    };
  }
}
