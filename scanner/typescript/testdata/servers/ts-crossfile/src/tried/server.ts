// Tools whose catch-and-rethrow wraps calls of functions of other modules: the throw runs only if
// one of those functions may throw (Pending.Tried). A function that catches its own failures
// (NeverRaises) cannot; one that throws outside its try, one whose catch throws again, and one
// that no file of the root defines can.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Runner, runSafely, runLoose, runDeferred, runDeferredLocal } from "./runner.js";
import { runLegacy } from "./legacy.js";
import { runQuietly, runNoisily } from "./jobs.js";
import { schedule } from "./scheduler.js";

const server = new McpServer({ name: "tried", version: "1.0.0" });
const runner = new Runner();

server.registerTool("run", { inputSchema: { job: z.string() } }, async ({ job }) => {
  try {
    const result = await runner.run(job);
    return result;
  } catch (error) {
    // GOOD for the rule: Runner.run answers its own failures, so this never runs.
    throw new Error(`Failed to run ${job}: ${error}`);
  }
});

server.registerTool("run_safely", { inputSchema: { job: z.string() } }, async ({ job }) => {
  try {
    console.error(`run_safely ${job}`);
    return await runSafely(job);
  } catch (error) {
    throw error; // GOOD for the rule: runSafely never throws either
  }
});

server.registerTool("stop", { inputSchema: { job: z.string() } }, async ({ job }) => {
  try {
    return await runner.stop(job);
  } catch (error) {
    throw new Error(`Failed to stop ${job}: ${error}`); // want: raisederror related=src/tried/runner.ts:24,src/tried/runner.ts:21
  }
});

server.registerTool("run_loose", { inputSchema: { job: z.string() } }, async ({ job }) => {
  try {
    await runner.run(job);
    return await runLoose(job);
  } catch (error) {
    throw new Error(`Failed to run ${job}: ${error}`); // want: raisederror
  }
});

server.registerTool("schedule", { inputSchema: { job: z.string() } }, async ({ job }) => {
  try {
    return await schedule(job); // no file of the root defines ./scheduler.js: it may throw
  } catch (error) {
    throw new Error(`Failed to schedule ${job}: ${error}`); // want: raisederror
  }
});

server.registerTool("run_parsed", { inputSchema: { job: z.string() } }, async ({ job }) => {
  try {
    return await runner.run(JSON.parse(job)); // a library call in the try: it may throw
  } catch (error) {
    throw new Error(`Failed to run ${job}: ${error}`); // want: raisederror
  }
});

server.registerTool("run_quietly", { inputSchema: { job: z.string() } }, async ({ job }) => {
  await runQuietly(job);
  return await runNoisily(job);
});

server.registerTool("run_deferred", { inputSchema: { job: z.string() } }, async ({ job }) => {
  try {
    const res = await runDeferred(job);
    return { content: [{ type: "text", text: String(res?.status) }] };
  } catch (error) {
    throw new Error(`Failed to run ${job}: ${error}`); // want: raisederror
  }
});

server.registerTool("run_deferred_local", { inputSchema: { job: z.string() } }, async ({ job }) => {
  try {
    return { content: [{ type: "text", text: String(await runDeferredLocal(job)) }] };
  } catch (error) {
    throw new Error(`Failed to run ${job}: ${error}`); // want: raisederror
  }
});

server.registerTool("run_legacy", { inputSchema: { job: z.string() } }, async ({ job }) => {
  try {
    return await runLegacy(job);
  } catch (error) {
    throw error; // GOOD for the rule: runLegacy answers its own failures
  }
});
