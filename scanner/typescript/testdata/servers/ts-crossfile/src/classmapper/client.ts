// The vault client: a missing credential is a McpError, a failed read a plain Error.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

export class VaultClient {
  constructor(private token?: string) {}

  requireToken(): string {
    if (!this.token) {
      throw new McpError(ErrorCode.InvalidParams, "a vault token is required"); // want: raisederror related=src/classmapper/server.ts:11,src/classmapper/server.ts:16,src/classmapper/client.ts:15,src/classmapper/errors.ts:7
    }
    return this.token;
  }

  async read(path: string): Promise<string> {
    const token = this.requireToken();
    if (path.startsWith("/")) {
      throw new Error(`absolute paths are refused: ${path}`); // FINE: toolFailure answers a plain Error
    }
    return `${token}:${path}`;
  }
}
