// Errors built by helpers: a UserError keeps its text, so a message must not promise the
// "Tool 'x' execution failed" prefix for them.
import { FastMCP, UserError } from "fastmcp";
import { z } from "zod";
import { toToolError } from "./errors.js";

declare const store: { get(key: string): Promise<string | undefined> };

const server = new FastMCP({ name: "kv", version: "1.0.0" });

function notFound(key: string) {
  return new UserError(`no value under ${key}`);
}

server.addTool({
  name: "get_value",
  parameters: z.object({ key: z.string() }),
  execute: async ({ key }) => {
    let value: string | undefined;
    try {
      value = await store.get(key);
    } catch (e) {
      throw toToolError(e); // want: raisederror api=FastMCP.addTool function=get_value
    }
    if (value === undefined) {
      throw notFound(key); // want: raisederror api=fastmcp.UserError function=get_value
    }
    return value;
  },
});

const asText = (data: unknown) => JSON.stringify(data, null, 2);

server.addTool({
  name: "send_feedback",
  parameters: z.object({ id: z.string() }),
  execute: async ({ id }) => {
    const response = await fetch(`https://feedback.example/${id}`, { method: "POST" });
    if (!response.ok) {
      // BAD: a failure through the file's own serializer, sent as the text of a success.
      return asText({ success: false, status: response.status }); // want: softerror shape=json-in-text
    }
    return asText({ success: true });
  },
});
