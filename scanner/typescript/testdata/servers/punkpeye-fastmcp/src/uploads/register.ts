import { FastMCP } from "fastmcp";
import { attachPhoto, detachPhoto } from "./tools.js";
import rotatePhoto from "./rotate.js";
import * as crops from "./crop.js";
import { remoteTools } from "./remote-tools.js";

const photos = new FastMCP({ name: "photos", version: "1.0.0" });

photos.addTool(attachPhoto);
photos.addTool(detachPhoto);
photos.addTool(rotatePhoto);
photos.addTool(crops.cropPhoto);

// Tools built at start-up from what a service lists: nothing here names their execute.
async function loadAll(): Promise<void> {
  for (const tool of await remoteTools()) {
    photos.addTool(tool);
  }
}

void loadAll();
photos.start({ transportType: "stdio" });
