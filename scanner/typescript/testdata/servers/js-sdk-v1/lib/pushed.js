// droppedflag in JavaScript: a failure's block pushed into a result's content with the flag.
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");

const server = new McpServer({ name: "pushed", version: "1.0.0" });

server.registerTool("fetch_all", {}, async ({ urls }) => {
  const result = { content: [] };
  for (const u of urls) {
    const res = await fetch(u);
    if (!res.ok) {
      // BAD: the block carries the flag, the result does not.
      result.content.push({ type: "text", text: `fetch ${u} failed: ${res.status}`, isError: true }); // want: droppedflag lang=javascript related=17
      continue;
    }
    result.content.push({ type: "text", text: await res.text() });
  }
  return result;
});

server.registerTool("fetch_one", {}, async ({ url }) => {
  const content = [];
  const res = await fetch(url);
  if (!res.ok) {
    // FINE: the result is flagged on the same path.
    content.push({ type: "text", text: `fetch failed: ${res.status}`, isError: true });
    return { content, isError: true }; // want: errorresult lang=javascript
  }
  content.push({ type: "text", text: await res.text() });
  return { content };
});

module.exports = { server };
