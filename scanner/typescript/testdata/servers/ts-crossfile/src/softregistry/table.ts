// A table of tool functions keyed by each tool's name, computed from the tool's description.
import { lookup, lookupTool } from "./lookup.js";
import { renew, renewTool } from "./renew.js";

export const softTools = {
  [lookupTool.name]: lookup,
  [renewTool.name]: renew,
};
