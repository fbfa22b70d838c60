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

// The callback's own `err` is tested for an Error, not the helper's: the handler's Error does
// not keep the throw from running, and a 0 among the items throws.
function wrapItems(items: unknown[], err: unknown) {
  items.forEach((err) => {
    if (err instanceof Error) {
      return;
    }
    throw new Error(String(err)); // want: protocolerror function=wrapItems
  });
  return err;
}

// FINE: the helper's own `err` is tested, and the handler passes an Error.
function wrapGiven(items: unknown[], err: unknown) {
  items.forEach(() => {
    if (err instanceof Error) {
      return;
    }
    throw new Error(String(err));
  });
  return err;
}

server.setRequestHandler(CallToolRequestSchema, async () => {
  countLabels([0], "given");
  checkLabels([0], "given");
  wrapItems([0], new Error("given"));
  wrapGiven([0], new Error("given"));
  return { content: [] };
});
