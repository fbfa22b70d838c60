// The lists of declared tools.
import PlantSeedTool from "./seeds.tool.js";
import { WaterTool } from "./water.tool.js";
import LabelTool from "./label.tool.js";
import OpenShedTool from "./spare.tool.js";

export const GardenTools = [PlantSeedTool, WaterTool, LabelTool];

export const SpareTools = [OpenShedTool];
