// A failure of the whole call pushed into the lines the tool's one return joins: the catch (not
// in a loop over items) pushes what went wrong, and the return sends the lines as a success.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

declare function sh(cmd: string): string;
declare const cache: {
  warm(): Promise<void>;
  flush(region: string): Promise<number>;
  check(region: string): Promise<{ ok: boolean }>;
};

const server = new McpServer({ name: "deployer", version: "1.0.0" });

server.registerTool("redeploy", { inputSchema: {} }, async () => {
  const steps: string[] = [];
  try {
    steps.push("Fetching release...");
    sh("fetch-release --latest");
    steps.push("✅ Release fetched.");
    sh("restart-service");
    steps.push("✅ Service restarted.");
  } catch (err: unknown) {
    const detail = err instanceof Error ? err.message : String(err);
    steps.push("❌ Redeploy interrupted:");
    steps.push(detail);
  }
  steps.push("");
  return { content: [{ type: "text", text: steps.join("\n") }] }; // want: softerror related=25
});

server.registerTool("flush_region", { inputSchema: { region: z.string() } }, async ({ region }) => {
  const out: string[] = [`Region ${region}`];
  const probe = await cache.check(region);
  if (!probe.ok) {
    out.push(`Failed to reach region ${region}; nothing flushed.`);
  } else {
    out.push(`Flushed ${await cache.flush(region)} entries.`);
  }
  return { content: [{ type: "text", text: out.join("\n").trim() }] }; // want: softerror related=36
});

server.registerTool("flush_all", { inputSchema: { regions: z.array(z.string()) } }, async ({ regions }) => {
  const out: string[] = [];
  for (const region of regions) {
    try {
      out.push(`${region}: flushed ${await cache.flush(region)}`);
    } catch (err) {
      out.push(`❌ ${region}: flush failed: ${String(err)}`);
    }
  }
  // FINE: each region's failure line in a batch answer that names the regions that failed.
  return { content: [{ type: "text", text: out.join("\n") }] };
});

server.registerTool("warm_and_flush", { inputSchema: { region: z.string() } }, async ({ region }) => {
  const out: string[] = [];
  try {
    await cache.warm();
  } catch (err) {
    out.push(`Failed to warm the cache: ${String(err)}`);
  }
  out.push(`Flushed ${await cache.flush(region)} entries.`);
  // FINE: the catch notes a failure and the tool goes on to do its work.
  return { content: [{ type: "text", text: out.join("\n") }] };
});

server.registerTool("warm_noted", { inputSchema: {} }, async () => {
  const out: string[] = ["Warming..."];
  try {
    await cache.warm();
    out.push("Warm.");
  } catch {
    out.push("⚠️ Cache stayed cold; answers may be slow.");
  }
  // FINE: a warning beside the answer.
  return { content: [{ type: "text", text: out.join("\n") }] };
});
