// A workspace package that uses the SDK its workspace root declares (hoisted): the registration
// is MCP's though the package's own package.json names no SDK.
import { generateText } from "ai";

export function registerTools(server: any, model: any): void {
  server.registerTool("draft", { description: "draft text" }, async ({ topic }: { topic: string }) => {
    try {
      const out = await generateText({ model, prompt: `Draft: ${topic}` });
      return { content: [{ type: "text", text: out.text }] };
    } catch (e) {
      return { content: [{ type: "text", text: `Error: draft failed: ${String(e)}` }] }; // want: softerror function=draft
    }
  });
}
