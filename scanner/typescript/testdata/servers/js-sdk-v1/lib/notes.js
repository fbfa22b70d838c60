// softerror and a note beside the answer: a text that reports what was done and then notes a
// limit ("Note: ... is not available") reports no failure; words of failure before the note do.
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");

const server = new McpServer({ name: "menus", version: "1.0.0" });
const page = { inspect: async () => ({ create: true }), open: async () => true, find: async () => null };

server.registerTool("menu", {}, async ({ action, selector }) => {
  if (action === "inspect") {
    const info = await page.inspect();
    // FINE: the API's state, and a note on what it lacks.
    return { content: [{ type: "text", text: `Menu API:\n${JSON.stringify(info)}\n\nNote: menus.list() is not available in workers.` }] };
  }
  if (action === "open") {
    await page.open(selector);
    // FINE: what was done, and a note on what cannot be done from here.
    return { content: [{ type: "text", text: `Opened "${selector}".\nNote: native menus cannot be driven from here.` }] };
  }
  if (action === "close") {
    // BAD: the failure is said before the note.
    return { content: [{ type: "text", text: `Menu "${selector}" was not found. Note: menus opened by the browser cannot be closed here.` }] }; // want: softerror lang=javascript
  }
  if (action === "pin") {
    // BAD: a text that opens with its note is that note.
    return { content: [{ type: "text", text: "Note: pinning is not supported for this menu." }] }; // want: softerror lang=javascript
  }
  return { content: [{ type: "text", text: `Menu ${selector}` }] };
});

module.exports = { server };
