// successflagged, guidance and droppedflag, with their negatives.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "flags", version: "1.0.0" });

server.registerTool("create_issue", {}, async () => {
  if (Math.random() > 0.5) {
    // BAD: the text says it worked.
    return { content: [{ type: "text", text: "Issue created successfully" }], isError: true }; // want: errorresult; successflagged
  }
  if (Math.random() > 0.5) {
    // FINE: a failure that mentions the word.
    return { content: [{ type: "text", text: "Issue was not created: the title is empty" }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text", text: "Issue created successfully" }] };
});

server.registerTool("charge", {}, async () => {
  if (Math.random() > 0.5) {
    // BAD: the text says retry, the typed fields say do not.
    return {
      isError: true, // want: errorresult shape=structured typed=retry; guidance
      content: [{ type: "text", text: "The payment service timed out. Please try again." }],
      structuredContent: { retryable: false },
    };
  }
  if (Math.random() > 0.5) {
    // FINE: text and typed fields agree.
    return {
      isError: true, // want: errorresult shape=structured typed=retry
      content: [{ type: "text", text: "The payment service timed out. Please try again." }],
      structuredContent: { retryable: true },
    };
  }
  return { content: [{ type: "text", text: "charged" }] };
});

server.registerTool("report", {}, async () => {
  // BAD: the flag sits inside a content block, where no client reads it.
  return { content: [{ type: "text", text: "report failed", isError: true }] }; // want: droppedflag outcome=success
});

server.registerTool("report2", {}, async () => {
  // BAD: the flag inside structuredContent is data, not the result's flag.
  return { content: [], structuredContent: { isError: true, reason: "x" } }; // want: droppedflag
});

server.registerTool("report3", {}, async () => {
  // BAD: the flag serialized into the text.
  return { content: [{ type: "text", text: JSON.stringify({ isError: true, message: "nope" }) }] }; // want: droppedflag
});
