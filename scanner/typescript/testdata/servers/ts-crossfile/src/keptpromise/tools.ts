import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { AccountClient } from "./account.js";

export function registerAccountTools(server: McpServer, account: AccountClient) {
  server.registerTool("whoami", { description: "The account's user" }, async () => {
    const me = await account.profile();
    return { content: [{ type: "text", text: me.name }] };
  });
  server.registerTool("account_limits", { description: "Quota, plan and region" }, async () => {
    const left = await account.remaining();
    const plan = await account.currentPlan();
    const region = await account.homeRegion();
    return { content: [{ type: "text", text: `${left} ${plan} ${region}` }] };
  });
}
