// A lookup of one thing the caller names that misses, told in an empty answer's words ("No
// information found for x"): the agent asked for x and x is not there, a failure. A search or a
// listing that finds nothing is an empty answer, not a failure.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function schemaOf(provider: string): Promise<{ types: Record<string, object> }>;
declare function findUser(id: string): Promise<{ name: string } | undefined>;
declare function searchDocs(q: string): Promise<string[]>;
declare function newerVersion(pkg: string): Promise<string | undefined>;

export function register(server: McpServer) {
  server.registerTool("get_type", { inputSchema: { provider: z.string(), name: z.string() } }, async ({ provider, name }) => {
    const schema = await schemaOf(provider);
    const entry = Object.entries(schema.types).find(([key]) => key.endsWith(`:${name}`));
    if (entry) {
      return { content: [{ type: "text", text: JSON.stringify(entry[1]) }] };
    } else {
      return { content: [{ type: "text", text: `No information found for ${name}. Call list_types for the names.` }] }; // want: softerror function=get_type
    }
  });

  server.registerTool("get_user", { inputSchema: { id: z.string() } }, async ({ id }) => {
    const user = await findUser(id);
    if (!user) {
      return { content: [{ type: "text", text: `No user found with id '${id}'` }] }; // want: softerror function=get_user
    }
    return { content: [{ type: "text", text: user.name }] };
  });

  // Not failures: a listing's empty answer (a plural, a filter's noun before the value), a
  // search whose text names the query, and an absence that is the good answer of a check.
  server.registerTool("list_types", { inputSchema: { provider: z.string() } }, async ({ provider }) => {
    const names = Object.keys((await schemaOf(provider)).types);
    if (names.length === 0) {
      return { content: [{ type: "text", text: `No types found for provider '${provider}'` }] };
    }
    if (names.length === 1) {
      return { content: [{ type: "text", text: `No type found for provider '${provider}' but ${names[0]}` }] };
    }
    return { content: [{ type: "text", text: names.join("\n") }] };
  });

  server.registerTool("search_docs", { inputSchema: { query: z.string() } }, async ({ query }) => {
    const hits = await searchDocs(query);
    if (hits.length === 0) {
      return { content: [{ type: "text", text: `No documentation found for ${query}` }] };
    }
    return { content: [{ type: "text", text: hits.join("\n") }] };
  });

  server.registerTool("check_package", { inputSchema: { pkg: z.string() } }, async ({ pkg }) => {
    const v = await newerVersion(pkg);
    if (!v) {
      return { content: [{ type: "text", text: `No update available for ${pkg}` }] };
    }
    return { content: [{ type: "text", text: `${pkg} can be updated to ${v}` }] };
  });
}
