// A low-level handler whose every answer goes through a local function that keeps the result's
// content and its isError only when the result has one, with text items from a constructor that
// builds the item in a local before adding annotations: the argument is what the client reads.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "flagpassed", version: "1.0.0" }, { capabilities: { tools: {} } });

function textItem(text, options = {}) {
  const item = { type: "text", text };
  if (options.audience) {
    item.annotations = {};
    item.annotations.audience = options.audience;
  }
  return item;
}

// Not a text item: its text is written again after the literal.
function retitled(text) {
  const item = { type: "text", text };
  item.text = "Summary";
  return item;
}

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  const compatible = (result) => {
    return {
      content: result.content,
      ...(result.isError && { isError: result.isError }),
    };
  };
  const flagged = (result) => ({ content: result.content, isError: true }); // want: errorresult
  switch (name) {
    case "fetch_docs": {
      try {
        const body = await fetch(args.url).then((r) => r.text());
        // fine: success text through the constructor and the pass-through
        return compatible({ content: [textItem(body, { audience: ["assistant"] })] });
      } catch (error) {
        return compatible({ // want: softerror
          content: [textItem(`Unable to fetch documentation.\n**Error:** ${error.message}`)],
        });
      }
    }
    case "query": {
      try {
        await fetch(args.url);
        return compatible({ content: [{ type: "text", text: "answered" }] });
      } catch (error) {
        return compatible({ content: [{ type: "text", text: `Error: ${error.message}` }] }); // want: softerror
      }
    }
    case "lookup": {
      try {
        return compatible({ content: [textItem(await fetch(args.url).then((r) => r.text()))] });
      } catch (error) {
        // fine: the argument carries isError, which the pass-through keeps
        return compatible({ content: [textItem(`Lookup failed: ${error.message}`)], isError: true }); // want: errorresult
      }
    }
    case "mark": {
      try {
        return flagged({ content: [{ type: "text", text: "marked" }] });
      } catch (error) {
        // fine: this wrapper always sets the flag
        return flagged({ content: [{ type: "text", text: `Error: ${error.message}` }] });
      }
    }
    case "title": {
      try {
        return compatible({ content: [retitled(await fetch(args.url).then((r) => r.text()))] });
      } catch (error) {
        // fine: the client reads "Summary", not the text handed in
        return compatible({ content: [retitled(`Error: ${error.message}`)] });
      }
    }
  }
  return compatible({ content: [textItem(`Unknown tool: ${name}`)], isError: true }); // want: errorresult
});
