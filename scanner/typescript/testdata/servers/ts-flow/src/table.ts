// Tools dispatched through a table: each entry's handler is a tool, whatever registers it.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare const images: { render(spec: string): Promise<string>; resize(id: string, w: number): Promise<void> };

async function renderImage({ spec }: { spec: string }) {
  try {
    const id = await images.render(spec);
    return { content: [{ type: "text" as const, text: `rendered ${id}` }] };
  } catch (e) {
    // BAD: the render failure is a success result.
    return { content: [{ type: "text" as const, text: `Render failed: ${(e as Error).message}` }] }; // want: softerror function=render related=18
  }
}

export const imageTools = [
  { name: "render", description: "Render an image", inputSchema: { spec: z.string() }, handler: renderImage },
  {
    name: "resize",
    description: "Resize an image",
    inputSchema: { id: z.string(), width: z.number() },
    handler: async ({ id, width }: { id: string; width: number }) => {
      if (width <= 0) {
        // BAD: a plain string from a table handler becomes the text of a success.
        return "Error: width must be positive"; // want: softerror function=resize related=19
      }
      if (width > 8000) {
        // The loop below hands the handler to McpServer as it is: the SDK makes its throw an
        // isError result, as for a callback written in the registration.
        throw new Error("width is above the 8000 px limit"); // want: raisederror function=resize related=19,55
      }
      await images.resize(id, width);
      return `resized ${id}`;
    },
  },
  {
    name: "thumbnail",
    description: "Make a thumbnail",
    inputSchema: { id: z.string() },
    async handler({ id }: { id: string }) {
      try {
        await images.resize(id, 128);
        return { done: true };
      } catch (err) {
        // BAD: an error member on a plain value the dispatcher serializes.
        return { error: String(err) }; // want: softerror function=thumbnail related=37
      }
    },
  },
];

const server = new McpServer({ name: "images", version: "1.0.0" });
for (const t of imageTools) {
  server.registerTool(t.name, { description: t.description, inputSchema: t.inputSchema }, t.handler as never);
}

// FINE: a prompt table (arguments, no input schema) is not a tool table.
export const prompts = [
  {
    name: "describe",
    description: "Describe an image",
    arguments: [{ name: "id", required: true }],
    handler: async () => "Error: prompts are not tools",
  },
];

// FINE: a resource table carries a uri.
export const resources = [
  { name: "gallery", uri: "images://gallery", inputSchema: {}, handler: async () => "Error: not a tool" },
];
