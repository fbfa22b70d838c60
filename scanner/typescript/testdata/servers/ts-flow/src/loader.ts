// The module that loads the tool tables of probes.ts and tableconst.ts, which are tools by
// their shape alone: without an import of their modules they would be no tools (unimported.go).
import { linkTools } from "./probes";
import { pinTool, countTool } from "./tableconst.js";

export const loadedTools = [...linkTools, pinTool, countTool];
