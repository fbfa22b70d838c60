// No package.json anywhere: nothing says which host runs the tool, so the registration stands
// as today, whatever the file imports.
import type { ExtensionAPI } from "@earendil-works/pi-coding-agent";

export default function extension(pi: ExtensionAPI): void {
  pi.registerTool("fetch_page", { description: "fetch a page" }, async ({ url }: { url: string }) => {
    try {
      const res = await fetch(url);
      return { content: [{ type: "text", text: await res.text() }] };
    } catch (e) {
      return { content: [{ type: "text", text: `Error: fetch failed: ${String(e)}` }] }; // want: softerror function=fetch_page
    }
  });
}
