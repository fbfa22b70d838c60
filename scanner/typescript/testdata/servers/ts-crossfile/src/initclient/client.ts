// A client that answers a bad argument with the SDK's McpError, and a failed request with an Error.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

export class OrchardClient {
  async request(path: string): Promise<unknown> {
    const res = await fetch(`https://orchard.example/${path}`);
    if (!res.ok) {
      throw new Error(`HTTP ${res.status}`);
    }
    return res.json();
  }

  async getTree(id: string): Promise<unknown> {
    if (!/^[0-9]+$/.test(id)) {
      throw new McpError(ErrorCode.InvalidParams, `bad tree id: ${id}`); // want: protocolerror related=src/initclient/server.ts:14,src/initclient/server.ts:16,src/initclient/server.ts:33
    }
    return this.request(`trees/${id}`);
  }
}
