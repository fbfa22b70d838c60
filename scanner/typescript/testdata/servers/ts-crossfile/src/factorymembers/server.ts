// Handlers built by a member of an imported tool object: `tool.call(client)`.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Station } from "./station.js";
import { labelTool, readStateTool } from "./tools.js";
import { fieldStateTool } from "./fieldtools.js";

const server = new McpServer({ name: "station", version: "1.0.0" });
const station = new Station();
server.tool(readStateTool.name, readStateTool.params, readStateTool.call(station));
server.tool(labelTool.name, labelTool.params, labelTool.call(station));

export class StationWeb {
  private station: Station | undefined;

  init(): void {
    this.station = new Station();
    server.tool(fieldStateTool.name, fieldStateTool.params, fieldStateTool.call(this.station));
  }
}
