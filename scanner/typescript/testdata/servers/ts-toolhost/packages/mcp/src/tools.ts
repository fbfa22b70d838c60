// An MCP package's tools, registered on a server the caller passes in: the file imports no SDK
// (the server is untyped) and does import another host's package (ai), but its package declares
// the SDK, so the registration is MCP's and the finding stands.
import { generateText } from "ai";

export function registerTools(server: any, model: any): void {
  server.registerTool("summarize", { description: "summarize text" }, async ({ text }: { text: string }) => {
    try {
      const out = await generateText({ model, prompt: `Summarize: ${text}` });
      return { content: [{ type: "text", text: out.text }] };
    } catch (e) {
      return { content: [{ type: "text", text: `Error: summarize failed: ${String(e)}` }] }; // want: softerror function=summarize
    }
  });
}
