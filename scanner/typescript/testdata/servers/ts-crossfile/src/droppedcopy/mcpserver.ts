// McpServer callbacks that rebuild a function's whole result from its parts.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { listReports, runReport } from "./reports.js";

const server = new McpServer({ name: "reports", version: "1.0.0" });

server.registerTool("run_report", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const report = await runReport(id);
  // BAD: runReport's isError: true is left behind.
  return { content: report.content, isError: false }; // want: droppedflag related=src/droppedcopy/reports.ts:4
});

server.registerTool("run_report_flagged", { inputSchema: { id: z.string() } }, async ({ id }) => {
  const report = await runReport(id);
  // FINE: the flag passes on.
  return { content: report.content, isError: report.isError };
});

server.registerTool("list_reports", { inputSchema: {} }, async () => {
  const listed = await listReports();
  // FINE: listReports never sets isError.
  return { content: listed.content };
});
