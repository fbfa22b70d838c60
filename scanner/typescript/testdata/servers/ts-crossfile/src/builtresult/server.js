// Tools whose callbacks pass through the project's tracing wrapper and answer with its helpers.
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");
const { z } = require("zod");
const { textErr, textOk, parseIds, parseNames } = require("./results");
const { traced } = require("./trace");

const server = new McpServer({ name: "ledger", version: "1.0.0" });

server.tool(
  "validate_ledger",
  { ids: z.string() },
  traced("validate_ledger", async ({ ids }) => {
    const parsed = parseIds(ids);
    if (parsed.error) return parsed.error; // FINE: the error member holds textErr's isError result
    try {
      return textOk(`checked ${parsed.ids.length} entries`);
    } catch (err) {
      return textErr(`Validate failed: ${err.message}`); // FINE: textErr sets isError
    }
  })
);

server.tool(
  "export_ledger",
  { names: z.string() },
  traced("export_ledger", async ({ names }) => {
    const parsed = parseNames(names);
    if (parsed.error) return parsed; // want: softerror related=src/builtresult/results.js:24
    try {
      return textOk(`exported ${parsed.names.length} entries`);
    } catch (err) {
      return textOk(`Export failed: ${err.message}`); // want: softerror
    }
  })
);

module.exports = { server };
