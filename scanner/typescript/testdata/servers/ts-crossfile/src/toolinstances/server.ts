// A low-level server whose tools/call handler calls the tools through an object of tool
// instances handed to the method that registers it: `tools.beds.plantBed` is the plantBed of
// the object bedTools.initialize returns, `tools.seeds.sowSeeds` seedTools' sowSeeds.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { bedTools } from "./beds/index.js";
import { seedTools } from "./seeds/index.js";

type Instances = any;

class ShedServer {
  private server = new Server({ name: "shed", version: "1.0.0" }, { capabilities: { tools: {} } });

  constructor() {
    const instances = {
      beds: bedTools.initialize({ url: "https://shed.example" }),
      seeds: seedTools,
    };
    this.setup(instances);
  }

  private setup(tools: Instances) {
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      try {
        switch (request.params.name) {
          case "plant_bed":
            return await tools.beds.plantBed(request.params.arguments ?? {});
          case "sow_seeds":
            return await tools.seeds.sowSeeds(request.params.arguments ?? {});
          case "water_seeds":
            return await tools.seeds.waterSeeds(request.params.arguments ?? {});
          default:
            throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);
        }
      } catch (error) {
        // BAD: the SDK's McpErrors of sowSeeds and seedPath go out as they are.
        if (error instanceof McpError) throw error; // want: protocolerror related=src/toolinstances/seeds/index.ts:6,src/toolinstances/seeds/sow.ts:6,src/toolinstances/seeds/sow.ts:8,src/toolinstances/seeds/paths.ts:5
        // BAD: everything else, the shed's own McpError of plantBed among it, as -32603.
        throw new McpError(ErrorCode.InternalError, `shed failed: ${error}`); // want: protocolerror related=src/toolinstances/beds/index.ts:8,src/toolinstances/beds/plant.ts:5,src/toolinstances/seeds/index.ts:6,src/toolinstances/seeds/sow.ts:8,src/toolinstances/seeds/paths.ts:4
      }
    });
  }
}

new ShedServer();
