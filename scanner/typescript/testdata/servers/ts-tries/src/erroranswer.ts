// A branch taken on a failed answer (its condition tests the response's error member, success
// flag or HTTP status, or its other return is an isError result): a successful text there that
// says what was not done, or tells how to set up and try again, is the failure, though it has
// no error word.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function post(url: string): Promise<any>;
declare function fetchPage(url: string): Promise<{ ok: boolean; status: number; text(): Promise<string> }>;

const ok = (text: string) => ({ content: [{ type: "text" as const, text }] });
const err = (e: { message: string }) => ({ content: [{ type: "text" as const, text: `Error: ${e.message}` }], isError: true }); // want: errorresult function=err

export function registerAnswers(server: McpServer) {
  server.registerTool("pair_hub", { inputSchema: { ip: z.string() } }, async ({ ip }) => {
    const result = await post(`https://${ip}/api`);
    if (Array.isArray(result) && result[0]?.error) {
      const error = result[0].error;
      if (error.type === 101) {
        return ok(`Link button not pressed!\n\nPlease:\n1. Press the button on the hub\n2. Run this tool again within 30 seconds`); // want: softerror function=pair_hub
      }
      return err({ message: error.description });
    }
    return ok(`Paired: ${result[0].success.username}`);
  });

  server.registerTool("send_hook", { inputSchema: { url: z.string() } }, async ({ url }) => {
    const res = await fetchPage(url);
    if (!res.ok) {
      return { content: [{ type: "text", text: `Webhook not delivered (${res.status}).` }] }; // want: softerror function=send_hook
    }
    return ok(await res.text());
  });

  server.registerTool("upload_file", { inputSchema: { url: z.string() } }, async ({ url }) => {
    const res = await fetchPage(url);
    if (res.status >= 400) {
      return ok("Upload not accepted by the server. Please try again in a minute."); // want: softerror function=upload_file
    }
    if (res.ok) {
      return ok(await res.text());
    } else {
      return ok("Token not stored. Run save_token again."); // want: softerror function=upload_file
    }
  });

  server.registerTool("link_account", { inputSchema: { code: z.string() } }, async ({ code }) => {
    const data = await post(`/link?code=${code}`);
    if (data.pending) {
      if (data.expired) {
        return ok("Device code not entered in time.\nStart the flow with begin_link, then call link_account again."); // want: softerror function=link_account
      }
      return err({ message: "pending" });
    }
    return ok("Linked");
  });

  // Not failures: an empty answer, a state already reached, the user's choice, a warning
  // beside an answer, a branch taken on success, a branch that is no failed answer.
  server.registerTool("list_hubs", {}, async () => {
    const res = await fetchPage("https://discovery.example/");
    if (!res.ok) {
      return ok("No hubs found on the network.");
    }
    return ok(await res.text());
  });

  server.registerTool("relink_hub", {}, async () => {
    const result = await post("/relink");
    if (result.error) {
      if (result.error.type === 7) {
        return ok("Hub already linked; nothing to do. Run list_hubs again to see it.");
      }
      if (result.error.type === 9) {
        return ok("Relink not approved by the user.");
      }
      if (result.error.type === 11) {
        return ok(`⚠️ Some lights not imported. Run relink_hub again for ${result.error.ids}`);
      }
      return err({ message: result.error.description });
    }
    return ok("Relinked");
  });

  server.registerTool("save_token", {}, async () => {
    const res = await fetchPage("/token");
    if (res.ok) {
      return ok("Token not stored locally. Run save_token again with keep: true to keep it.");
    }
    return err({ message: `status ${res.status}` });
  });

  server.registerTool("list_lights", { inputSchema: { page: z.number() } }, async ({ page }) => {
    const lights = await post(`/lights?page=${page}`);
    if (lights.length > 10) {
      return ok("Lights not shown beyond 10. Call list_lights again with the next page.");
    }
    return ok(JSON.stringify(lights));
  });
}
