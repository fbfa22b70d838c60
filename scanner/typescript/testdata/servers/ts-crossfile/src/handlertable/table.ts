// Tables of tool definitions and of handlers, keyed by tool name.
import { plantTool, harvestTool, pruneTool } from "./defs.js";
import { plant, harvest, prune, compost, water } from "./handlers.js";

export const GARDEN_TOOLS = [plantTool, harvestTool, pruneTool];

export const GARDEN_HANDLERS = {
  plant: plant,
  harvest: harvest,
  prune: prune,
};

export const SPARE_HANDLERS = { compost };

export const GUARDED_HANDLERS = { water };
