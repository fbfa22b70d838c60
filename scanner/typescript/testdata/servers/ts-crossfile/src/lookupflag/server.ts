// A low-level handler whose isError says only whether the tool is known (`!handlers[name]`):
// for every known tool it is false, whatever the tool's function answers, and those answer
// their failures as JSON text with an error member.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

declare function fetchFeast(day: string): Promise<{ name: string } | null>;

const showError = (e: unknown) => JSON.stringify({ error: e instanceof Error ? e.message : String(e) });

async function getFeast(day: string): Promise<string> {
  if (!day?.trim()) return JSON.stringify({ error: "A day is required" });
  try {
    const feast = await fetchFeast(day);
    return JSON.stringify(feast);
  } catch (e) {
    return showError(e);
  }
}

async function listFeasts(): Promise<string> {
  return JSON.stringify(["Easter", "Pentecost"]);
}

const server = new Server({ name: "feasts", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  const handlers: Record<string, () => Promise<string>> = {
    get_feast: () => getFeast(args?.day as string),
    list_feasts: () => listFeasts(),
  };
  try {
    const text = handlers[name] ? await handlers[name]() : JSON.stringify({ error: `Unknown tool: ${name}` });
    return { content: [{ type: "text", text }], isError: !handlers[name] }; // want: softerror related=src/lookupflag/server.ts:34,src/lookupflag/server.ts:12,src/lookupflag/server.ts:17,src/lookupflag/server.ts:9
  } catch (error) {
    return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult
  }
});

const listing = new Server({ name: "listing", version: "1.0.0" }, { capabilities: { tools: {} } });

// GOOD for the rule: the one entry's function answers no failure as a value; what it throws
// reaches the catch, which sets isError.
listing.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name } = request.params;
  const handlers: Record<string, () => Promise<string>> = {
    list_feasts: () => listFeasts(),
  };
  try {
    const text = handlers[name] ? await handlers[name]() : JSON.stringify({ error: `Unknown tool: ${name}` });
    return { content: [{ type: "text", text }], isError: !handlers[name] };
  } catch (error) {
    return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult
  }
});
