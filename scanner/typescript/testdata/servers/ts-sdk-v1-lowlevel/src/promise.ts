// Promises a low-level tools/call handler hands to the SDK: a throw in the executor's body and a
// call of its reject reject the promise, and the SDK sends the rejection as a JSON-RPC error.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { CallToolRequestSchema, McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { spawn } from "node:child_process";
import { z } from "zod";

const server = new Server({ name: "runner", version: "1" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const args = request.params.arguments ?? {};
  try {
    switch (request.params.name) {
      case "run": {
        // Returned, not awaited: the try below does not see its rejection.
        return new Promise((resolve, reject) => {
          const child = spawn(String(args.cmd), []);
          if (child.pid === undefined) {
            throw new McpError(ErrorCode.InternalError, "could not start"); // want: protocolerror outcome=protocol-error function=run related=17
          }
          let out = "";
          child.stdout.on("data", (d) => {
            out += String(d);
          });
          child.on("error", (err) => {
            reject(new McpError(ErrorCode.InternalError, `spawn failed: ${err.message}`)); // want: protocolerror function=run related=17
          });
          const timer = setTimeout(() => {
            child.kill();
            reject(new Error("timed out")); // want: protocolerror function=run related=17
          }, 1000);
          child.on("close", (code) => {
            clearTimeout(timer);
            if (code === 0) {
              resolve({ content: [{ type: "text", text: out }] });
            } else {
              // Not a rejection: an isError result the model reads.
              resolve({ isError: true, content: [{ type: "text", text: `exit ${code}: ${out}` }] }); // want: errorresult function=run
            }
          });
        });
      }
      case "wait": {
        const done = new Promise<string>((resolve, reject) => {
          setTimeout(() => {
            if (!args.ok) {
              reject(new McpError(ErrorCode.InvalidParams, "not ready")); // want: protocolerror function=wait related=53
            }
            resolve("ready");
          }, 10);
        });
        return done;
      }
      case "pause": {
        // Awaited inside the try: the catch below rethrows the rejection, and its finding names it.
        await new Promise<void>((resolve, reject) => {
          setTimeout(() => reject(new Error("pause interrupted")), 10);
          setTimeout(resolve, 20);
        });
        return { content: [{ type: "text", text: "paused" }] };
      }
      default:
        throw new McpError(ErrorCode.MethodNotFound, `Unknown tool: ${request.params.name}`);
    }
  } catch (error) {
    throw error; // want: protocolerror related=58
  }
});

const quiet = new Server({ name: "quiet", version: "1" }, { capabilities: { tools: {} } });

quiet.setRequestHandler(CallToolRequestSchema, async (request) => {
  switch (request.params.name) {
    case "probe": {
      // Awaited inside a try whose catch answers with an isError result.
      try {
        const v = await new Promise<string>((resolve, reject) => {
          setTimeout(() => reject(new Error("probe failed")), 10);
        });
        return { content: [{ type: "text", text: v }] };
      } catch (e) {
        return { isError: true, content: [{ type: "text", text: `probe: ${String(e)}` }] }; // want: errorresult function=probe
      }
    }
    case "sleep": {
      // Awaited outside any try: its rejection leaves the handler.
      const text = await new Promise<string>((resolve, reject) => {
        setTimeout(() => reject(new Error("sleep interrupted")), 10); // want: protocolerror function=sleep related=88
        setTimeout(() => resolve("slept"), 20);
      });
      return { content: [{ type: "text", text }] };
    }
    case "tick": {
      return new Promise((resolve) => {
        setTimeout(() => {
          if (!request.params.arguments?.n) {
            // A throw inside a nested callback does not reject the promise.
            throw new Error("no n");
          }
          resolve({ content: [{ type: "text", text: "tick" }] });
        }, 10);
      });
    }
    default:
      return { isError: true, content: [{ type: "text", text: "unknown tool" }] }; // want: errorresult function=tools/call
  }
});

// registerTool: the SDK's own try turns a rejection into an isError result (raisederror's
// business, which judges only the callback's own throws).
const high = new McpServer({ name: "high", version: "1" });

high.registerTool("fetch", { inputSchema: { url: z.string() } }, async ({ url }) => {
  return new Promise((resolve, reject) => {
    setTimeout(() => reject(new Error(`cannot fetch ${url}`)), 10);
  });
});

// A rejection on the request's abort is never sent: the SDK answers nothing once the signal aborted.
const hanging = new Server({ name: "hanging", version: "1" }, { capabilities: { tools: {} } });

hanging.setRequestHandler(CallToolRequestSchema, (_request, extra) => {
  return new Promise<never>((_resolve, reject) => {
    extra.signal.addEventListener("abort", () => reject(extra.signal.reason ?? new Error("aborted")));
  });
});
