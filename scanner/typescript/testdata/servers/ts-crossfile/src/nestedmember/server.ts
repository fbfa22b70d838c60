// Tools that put what a helper of lookups.ts gives back in a member of the JSON they answer.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { count, levels, lookup } from "./lookups.js";

const server = new McpServer({ name: "hosts", version: "1.0.0" });

// lookup's failure list goes out as the records of a success: the finding stands at the tool's
// return, where isError goes, with lookup's failing return related.
server.tool("resolve", "Resolve a host", { host: z.string() }, async ({ host }) => ({ // want: softerror related=src/nestedmember/lookups.ts:10
  content: [{ type: "text", text: JSON.stringify({ host, records: await lookup(host) }, null, 2) }],
}));

// The same, through a local the member is written as a shorthand of.
server.tool("resolve_all", "Resolve a host", { host: z.string() }, async ({ host }) => {
  const records = await lookup(host);
  return { content: [{ type: "text", text: JSON.stringify({ host, records }) }] }; // want: softerror related=src/nestedmember/lookups.ts:10
});

// FINE: levels returns ordinary words, one of which is "error": no failure.
server.tool("levels", "List the log levels", { verbose: z.boolean() }, async ({ verbose }) => ({
  content: [{ type: "text", text: JSON.stringify({ verbose, levels: levels(verbose) }) }],
}));

// FINE: count never hands back a failure.
server.tool("count", "Count the records of a host", { host: z.string() }, async ({ host }) => ({
  content: [{ type: "text", text: JSON.stringify({ host, count: await count(host) }) }],
}));

// FINE: the tool tests the list for the failure before it answers with it.
server.tool("resolve_checked", "Resolve a host", { host: z.string() }, async ({ host }) => {
  const records = await lookup(host);
  if (records.some((r) => r.startsWith("Error"))) {
    return { content: [{ type: "text", text: records.join("\n") }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text", text: JSON.stringify({ host, records }) }] };
});
