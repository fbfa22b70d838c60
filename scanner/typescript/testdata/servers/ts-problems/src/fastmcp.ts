// softerror in punkpeye fastmcp: execute may return a plain string.
import { FastMCP } from "fastmcp";

const server = new FastMCP({ name: "strings", version: "1.0.0" });

server.addTool({
  name: "convert",
  execute: async (args) => {
    try {
      return await convert(args);
    } catch (e) {
      return `Failed to convert: ${e}`; // want: softerror api=FastMCP.addTool function=convert
    }
  },
});

server.addTool({
  name: "ping",
  execute: async () => "pong", // FINE
});

server.addTool({
  name: "broken",
  execute: async () => "Error: the backend is down", // want: softerror function=broken
});

// It may throw (a failed request), so the catch above may run.
async function convert(a: unknown): Promise<string> {
  const res = await fetch("https://convert.example/", { method: "POST", body: String(a) });
  return res.text();
}
