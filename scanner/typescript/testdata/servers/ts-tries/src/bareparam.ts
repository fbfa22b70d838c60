// A class whose constructor tests a caught error inside an arrow function with one bare parameter
// (`config => { ... }`, no parentheses: the arrow has no parameter list). Reading that arrow for
// the tests a value takes must not stop the file's reading: the handler's failure below is still
// found.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

declare function statPath(path: string): void;
declare function readNote(vault: string, name: string): Promise<string>;

export class VaultServer {
  private server = new Server({ name: "vaults", version: "1.0.0" }, { capabilities: { tools: {} } });

  constructor(configs: { name: string; path: string }[]) {
    configs.forEach(config => {
      try {
        statPath(config.path);
      } catch (error) {
        if ((error as { code?: string }).code === "ENOENT") {
          throw new McpError(ErrorCode.InvalidRequest, `Missing vault at ${config.path}`);
        }
        throw error;
      }
    });
    this.server.setRequestHandler(CallToolRequestSchema, async (request) => {
      try {
        const text = await readNote("main", String(request.params.arguments?.name));
        return { content: [{ type: "text", text }] };
      } catch (error) {
        // BAD: the failure goes back as a success.
        return { content: [{ type: "text", text: `Error: could not read the note: ${error}` }] }; // want: softerror
      }
    });
  }
}
