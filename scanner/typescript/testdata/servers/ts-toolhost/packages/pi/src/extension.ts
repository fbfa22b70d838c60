// A pi coding-agent extension: its package declares no MCP SDK, the file imports none, and it
// imports the pi host. pi's tool results carry no isError: no finding.
import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";
import { lookup } from "./lookup.js";

export default function extension(pi: ExtensionAPI): void {
  pi.registerTool("lookup", { description: "look a word up" }, async ({ word }: { word: string }) => {
    try {
      return { content: [{ type: "text", text: await lookup(word) }] };
    } catch (e) {
      return { content: [{ type: "text", text: `Error: lookup failed: ${String(e)}` }] };
    }
  });
}
