// An object of the tool objects, which the servers iterate.
import { levelTool } from "./level.js";
import { unitTool } from "./unit.js";

export const GaugeTools = { levelTool, unit: unitTool };
