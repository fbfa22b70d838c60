// A tool that relays to another MCP server through an SDK client. Its throws reach the model as
// isError results; what its calls reach depends on the receiver's class.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { z } from "zod";

class Upstream {
  constructor(private readonly url: string) {}

  resolve(): URL {
    if (!this.url.startsWith("https://")) {
      throw new Error(`upstream ${this.url} must use https`); // want: raisederror function=Upstream.resolve related=33,36
    }
    return new URL(this.url);
  }

  // FINE: the tool's client.close() and client.connect() are the SDK client's, not these.
  async close(): Promise<void> {
    throw new Error("upstream already closed");
  }

  async connect(): Promise<void> {
    throw new Error("upstream cannot connect by itself");
  }
}

const server = new McpServer({ name: "relay", version: "1.0.0" });

server.registerTool(
  "relay",
  { inputSchema: { url: z.string(), tool: z.string() } },
  async ({ url, tool }) => {
    const upstream = new Upstream(url);
    const client = new Client({ name: "relay", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(upstream.resolve()));
    try {
      const result = await client.callTool({ name: tool });
      return { content: [{ type: "text", text: JSON.stringify(result.content) }] };
    } finally {
      await client.close();
    }
  },
);
