import { FastMCP } from "fastmcp";
import { deleteNoteTool } from "./deleteNote.js";

const server = new FastMCP({ name: "notes", version: "1.0.0" });
server.addTool(deleteNoteTool);
