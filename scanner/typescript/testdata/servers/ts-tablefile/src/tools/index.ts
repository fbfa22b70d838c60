import { archiveTool } from "./archive.js";
import { fetchNoteTool } from "./fetchNote.js";

export const tools = [fetchNoteTool, archiveTool];
