// A throw under a test in a callback: the test speaks of the helper's parameter only if the
// callback does not declare one of the same name.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "shadowed", version: "1" }, { capabilities: { tools: {} } });

// The callback's own `label` is tested, not the helper's: the handler's "given" does not keep
// the throw from running, and a zero count throws.
function countLabels(counts: number[], label: string) {
  counts.forEach((label) => {
    if (!label) {
      throw new Error("a zero count"); // want: protocolerror function=countLabels
    }
  });
  return label;
}

// FINE: the helper's own `label` is tested, and the handler's "given" is never empty.
function checkLabels(counts: number[], label: string) {
  counts.forEach((count) => {
    if (!label) {
      throw new Error(`no label for ${count}`);
    }
  });
  return label;
}

server.setRequestHandler(CallToolRequestSchema, async () => {
  countLabels([0], "given");
  checkLabels([0], "given");
  return { content: [] };
});
