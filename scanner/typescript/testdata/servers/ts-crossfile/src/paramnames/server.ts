// Tools that hand a function of this file to another module's runner, which calls it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { quietStep, runStep } from "./runner.js";

declare const pages: { load(): Promise<string | undefined> };

const server = new McpServer({ name: "pages", version: "1.0.0" });

async function loadPage(): Promise<string> {
  const page = await pages.load();
  if (page === undefined) {
    throw new Error("the page is gone"); // want: raisederror related=25,26
  }
  return page;
}

function warmUp() {
  const step = async (): Promise<string> => {
    // FINE: no tool runs this step; a step of a tool below has its name, in another function.
    throw new Error("the cache is cold");
  };
  return step;
}

server.registerTool("page", {}, async () => {
  const text = await runStep(loadPage);
  return { content: [{ type: "text" as const, text }] };
});

server.registerTool("greeting", {}, async () => {
  const step = async () => "hello";
  return { content: [{ type: "text" as const, text: await runStep(step) }] };
});

async function loadDraft(): Promise<string> {
  // FINE: the only runner it is handed to catches what it throws.
  throw new Error("no draft");
}

server.registerTool("draft", {}, async () => {
  return { content: [{ type: "text" as const, text: await quietStep(loadDraft) }] };
});

export { warmUp };
