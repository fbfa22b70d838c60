// The list of tool classes, handed out by a getter that the server iterates.
import { FeedFishTool } from "./feed.js";
import { DrainTankTool } from "./drain.js";

export const tankTools = [FeedFishTool, DrainTankTool];

export function listTankTools() {
  return tankTools;
}
