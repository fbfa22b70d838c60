// Reports grown line by line with +=, whose status line the outcome picks.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "reports", version: "1.0.0" }, { capabilities: { tools: {} } });

async function runBuild(device) {
  return { success: device.length > 2, duration: "1s", items: [] };
}

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const { name, arguments: args } = request.params;
  switch (name) {
    case "build": {
      const result = await runBuild(args.device);
      let report = `# Build: ${args.device}\n\n`;
      report += `**Status:** ${result.success ? "✅ Success" : "❌ Failed"}\n`;
      report += `**Duration:** ${result.duration}\n`;
      if (!result.success) {
        report += `\nCheck the log above.\n`;
      }
      return { content: [{ type: "text", text: report }] }; // want: softerror
    }
    case "flash": {
      const result = await runBuild(args.device);
      let report = `# Flash\n\n`;
      report += `**Status:** ${result.success ? "✅ Success" : "❌ Failed"}\n`;
      if (!result.success) {
        // fine: the failure leaves here with isError
        return { content: [{ type: "text", text: report }], isError: true }; // want: errorresult
      }
      return { content: [{ type: "text", text: report }] };
    }
    case "sync": {
      const result = await runBuild(args.device);
      let report = `# Sync\n\n`;
      // fine: the status is no failure on any path
      report += `**Status:** ${result.success ? "✅ Synced" : "⏳ Queued"}\n`;
      return { content: [{ type: "text", text: report }] };
    }
    case "batch": {
      let report = `# Batch\n\n`;
      for (const d of args.devices) {
        const result = await runBuild(d);
        // fine: a per-item status in a batch report
        report += `- ${d}: ${result.success ? "ok" : "failed"}\n`;
      }
      return { content: [{ type: "text", text: report }] };
    }
    case "check": {
      const result = await runBuild(args.device);
      let report = `# Check\n\n`;
      // fine: a check's pass/fail verdict
      report += `**Result:** ${result.success ? "PASSED - Safe to write" : "FAILED - Fix errors above"}\n`;
      return { content: [{ type: "text", text: report }] };
    }
  }
  return { content: [{ type: "text", text: `Unknown tool: ${name}` }], isError: true }; // want: errorresult
});
