import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "issues", version: "1.0.0" });

function toolError(code: string, message: string) {
  return { isError: true, content: [{ type: "text", text: message }], structuredContent: { error: { code, message } } };
}

server.registerTool("get_issue", {}, async ({ id }) => {
  if (!id) {
    return {
      isError: true,
      content: [{ type: "text", text: "id is required" }],
      structuredContent: { error: { code: "INVALID_ARGUMENT", target: "id", retry: false, sideEffects: "none" } },
    };
  }
  if (id === "401") {
    return {
      isError: true,
      content: [{ type: "text", text: "the token expired" }],
      structuredContent: { error: { code: "auth.expired", retry: false } },
    };
  }
  if (id === "403") {
    return {
      isError: true,
      content: [{ type: "text", text: "no access to this repository" }],
      structuredContent: { error: { code: "auth.forbidden", policy: "ask_user" } },
    };
  }
  return { content: [{ type: "text", text: id }] };
});

server.registerTool("create_issue", {}, async ({ title }) => {
  if (title === "slow") {
    return {
      isError: true,
      content: [{ type: "text", text: "rate limited, try again in 30s" }],
      structuredContent: { error: { code: "RATE_LIMITED", retryAfter: 30, sideEffects: "none" } },
    };
  }
  if (title === "dup") {
    return toolError("CONFLICT_DUPLICATE", "an issue with this title exists");
  }
  if (title === "") {
    return { isError: true, content: [{ type: "text", text: "Something went wrong" }] };
  }
  return { content: [{ type: "text", text: title }] };
});

server.registerTool("close_issue", {}, async ({ id }) => {
  if (!id) {
    return toolError("auth.missing", "sign in first");
  }
  return { content: [{ type: "text", text: "closed" }] };
});

function goneError() {
  return { code: "DEPRECATED_TOOL", message: "use search_issues instead" };
}

// The code comes from a same-file function the result's payload is built by.
server.registerTool("old_search", {}, async () => {
  const payload = goneError();
  return { isError: true, content: [{ type: "text", text: payload.message }], structuredContent: payload };
});

// The code is chosen just above the result: both codes of the choice are rows.
server.registerTool("quota", {}, async ({ n }) => {
  const code = n > 10 ? "QUOTA_EXHAUSTED" : "LIMIT_REACHED";
  const payload = { code, message: "slow down", retryAfterSeconds: 60 };
  return { isError: true, content: [{ type: "text", text: payload.message }], structuredContent: payload };
});
