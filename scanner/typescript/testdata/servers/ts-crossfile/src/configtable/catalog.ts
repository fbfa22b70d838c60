// Builds the list of every tool config: a let list filled later from other modules' lists,
// returned as a member of an object.
import { jarTools } from "./jars.js";
import type { ShelfTool } from "./define.js";

export const buildShelf = (options: { version: string }) => {
  let configs: ShelfTool[] = [];
  const names = () => configs.map((c) => c.name);
  configs = [...jarTools];
  return { configs, names, version: options.version };
};
