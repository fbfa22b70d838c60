// softerror through a function that hands a failure back as text: a + chain with that call as
// its one part from a call, and a tool named like a check whose description says it creates.
const { McpServer } = require("@modelcontextprotocol/sdk/server/mcp.js");

const server = new McpServer({ name: "accounts", version: "1.0.0" });
const site = { signup: async () => true, confirm: async () => true, login: async () => false };

async function enroll(key) {
  await site.signup(key);
  try {
    await site.confirm(key);
  } catch (confirmError) {
    return `Account ${key} created but confirmation failed.\n` + `Error: ${confirmError.message}`;
  }
  return `Account ${key} created.`;
}

function greeting(key) {
  return `Welcome back, ${key}.`;
}

server.registerTool(
  "test_account_login",
  { description: "Create or reuse a test account on the site, and log in with it." },
  async ({ key, action }) => {
    if (await site.login(key)) {
      // FINE: greeting gives back no failure.
      return { content: [{ type: "text", text: "Logged in.\n" + greeting(key) }] };
    }
    if (action === "auto") {
      const again = await enroll(key);
      // BAD: what enroll gives back, its catch's failure text, follows the note.
      return { content: [{ type: "text", text: `Login for ${key} did not go through; enrolling again.\n\n` + again }] }; // want: softerror lang=javascript related=13
    }
    const result = await enroll(key);
    // BAD: "test" names the account: the tool creates one, and is no login probe.
    return { content: [{ type: "text", text: result }] }; // want: softerror lang=javascript related=13
  },
);

server.registerTool("test_login_status", { description: "Test whether the stored login still works." }, async ({ key }) => {
  const result = await enroll(key);
  // FINE: a login probe's answer.
  return { content: [{ type: "text", text: result }] };
});

module.exports = { server };
