// A tool declared through declareTool that only an unregistered list holds.
import { declareTool } from "./define.js";

declare const shed: { open(): Promise<boolean> };

const OpenShedTool = declareTool("open-shed", "Open the shed.", {}, async () => {
  if (!(await shed.open())) {
    // FINE: no loop registers SpareTools.
    return { content: [{ type: "text" as const, text: "Error: the shed is locked" }] };
  }
  return { content: [{ type: "text" as const, text: "open" }] };
});

export default OpenShedTool;
