import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { registerTextTool } from "./helpers.js";

// registerTextTool makes the callback's text member the text of a result without isError
// (registration.ts): a failure text there is a failure reported as a success.
export function register(server: McpServer, session: any): void {
  registerTextTool({
    server,
    name: "reload_file",
    inputSchema: {},
    callback: async () => {
      const file = session.getLoadedFile();
      if (!file) {
        return { text: "No file loaded. Call `load_file` first.", data: { file: null } }; // want: softerror
      }
      try {
        await session.load(file);
        // Fine: a success text.
        return { text: `Reloaded ${file}`, data: { file } };
      } catch (err) {
        const message = `Error: ${err instanceof Error ? err.message : String(err)}`;
        return { text: message, data: { file, success: false } }; // want: softerror
      }
    },
  });

  registerTextTool({
    server,
    name: "file_status",
    inputSchema: {},
    callback: async () => {
      const file = session.getLoadedFile();
      // Fine: no file loaded is a state the tool reports, not a failure.
      const text = file ? `Loaded: ${file}` : "Nothing is loaded yet.";
      return { text, data: { file } };
    },
  });

  registerTextTool({
    server,
    name: "checked_reload",
    inputSchema: {},
    callback: async () => {
      try {
        await session.load();
        return { text: "Reloaded" };
      } catch (err) {
        // Fine: a result of its own, with isError.
        return { text: `Error: ${String(err)}`, content: [{ type: "text" as const, text: `Error: ${String(err)}` }], isError: true }; // want: errorresult
      }
    },
  });
}
