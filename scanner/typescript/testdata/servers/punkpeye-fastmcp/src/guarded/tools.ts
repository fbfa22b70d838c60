import { FastMCP } from "fastmcp";
import { z } from "zod";
import { fenced, guarded, timedOnly } from "./reply.js";
import { mustBeFolder, mustExist } from "./checks.js";

const shelf = new FastMCP({ name: "shelf", version: "1.0.0" });
declare const disk: { size(p: string): Promise<number>; list(p: string): Promise<string[]> };

shelf.addTool({
  name: "file_size",
  description: "Size of a file",
  parameters: z.object({ path: z.string() }),
  execute: guarded(fenced(["path"])(async (args) => {
    await mustExist(String(args.path));
    return { bytes: await disk.size(String(args.path)) };
  })),
});

shelf.addTool({
  name: "folder_list",
  description: "List a folder",
  parameters: z.object({ path: z.string() }),
  execute: timedOnly(fenced(["path"])(async (args) => {
    await mustBeFolder(String(args.path));
    return { names: await disk.list(String(args.path)) };
  })),
});
