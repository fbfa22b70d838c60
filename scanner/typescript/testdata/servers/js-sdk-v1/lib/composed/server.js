// Tools whose catch hands the caught error to a helper of another module (payloads.js) that
// builds a failure object, and that object to a result function of this module that answers
// it without isError: the composition of two helpers sends the failure as a success.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { errorPayload, successPayload, NoteError } from "./payloads.js";

const server = new McpServer({ name: "notes", version: "1.0.0" });

function toolResult(payload) {
  return {
    content: [{ type: "text", text: JSON.stringify(payload, null, 2) }],
    structuredContent: payload,
  };
}

server.registerTool("get_note", { description: "Get a note", inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    const res = await fetch(`https://notes.example/${id}`);
    return toolResult(successPayload(await res.json())); // GOOD: a success payload
  } catch (error) {
    // BAD: errorPayload's failure object, answered by toolResult without isError.
    return toolResult(errorPayload(error)); // want: softerror lang=javascript related=lib/composed/server.js:11,lib/composed/payloads.js:12
  }
});

server.registerTool("find_note", { description: "Find a note", inputSchema: { title: z.string() } }, async ({ title }) => {
  const res = await fetch(`https://notes.example/?title=${encodeURIComponent(title)}`);
  const notes = await res.json();
  if (notes.length === 0) {
    // BAD: a failure object of the helper's making, no caught error in sight.
    return toolResult(errorPayload(new NoteError(`No note titled ${title}`, "NOT_FOUND"))); // want: softerror lang=javascript related=lib/composed/server.js:11,lib/composed/payloads.js:12
  }
  return toolResult(successPayload(notes[0])); // GOOD: a success payload
});

server.registerTool("put_note", { description: "Save a note", inputSchema: { id: z.string(), body: z.string() } }, async ({ id, body }) => {
  try {
    await fetch(`https://notes.example/${id}`, { method: "PUT", body });
    return toolResult(successPayload({ id })); // GOOD: a success payload
  } catch (error) {
    // GOOD: the caller sets isError on the result (no softerror; the flag is an inventory site).
    return { ...toolResult(errorPayload(error)), isError: true }; // want: errorresult shape=structured construct=literal lang=javascript
  }
});

server.registerTool("drop_note", { description: "Delete a note", inputSchema: { id: z.string() } }, async ({ id }) => {
  try {
    await fetch(`https://notes.example/${id}`, { method: "DELETE" });
    return toolResult(successPayload({ id })); // GOOD: a success payload
  } catch (error) {
    const result = toolResult(errorPayload(error));
    // GOOD: the caller sets isError before it returns the result (an inventory site, no softerror).
    result.isError = true; // want: errorresult shape=structured construct=flag-assignment lang=javascript
    return result;
  }
});
