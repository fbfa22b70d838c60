// Tools that run a command and test for its child process's streams: Node gives a ChildProcess
// a stream for every stdio slot that is 'pipe' (the default), so some tests can never hold.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { spawn, exec, type SpawnOptions } from "node:child_process";
import * as cp from "child_process";

declare const shellOptions: SpawnOptions;

const server = new Server({ name: "shell", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const command = String(request.params.arguments?.command ?? "");
  switch (request.params.name) {
    case "run": {
      let child: ReturnType<typeof spawn>;
      try {
        child = spawn("sh", ["-c", command], { cwd: "/tmp", stdio: ["pipe", "pipe", "pipe"] });
      } catch (err) {
        return { isError: true, content: [{ type: "text", text: `cannot start: ${err}` }] }; // want: errorresult
      }
      if (!child.stdout || !child.stderr) {
        // FINE: every slot is piped, so both streams are there.
        throw new Error("no streams");
      }
      return { content: [{ type: "text", text: "started" }] };
    }
    case "run_default": {
      const child = cp.spawn("sh", ["-c", command]);
      if (child.stdout === null) {
        // FINE: no stdio option pipes all three.
        throw new Error("no stdout");
      }
      return { content: [{ type: "text", text: "started" }] };
    }
    case "run_exec": {
      const child = exec(command);
      if (!child.stderr) {
        // FINE: exec always pipes.
        throw new Error("no stderr");
      }
      return { content: [{ type: "text", text: "started" }] };
    }
    case "run_quiet": {
      const child = spawn("sh", ["-c", command], { stdio: ["ignore", "pipe", "inherit"] });
      if (!child.stdout || !child.stderr) {
        // BAD: stderr is inherited, so child.stderr is null and this always throws.
        throw new Error("no streams"); // want: protocolerror function=run_quiet
      }
      return { content: [{ type: "text", text: "started" }] };
    }
    case "run_configured": {
      const child = spawn("sh", ["-c", command], shellOptions);
      if (!child.stdout) {
        // BAD: the options are not known here.
        throw new Error("no stdout"); // want: protocolerror function=run_configured
      }
      return { content: [{ type: "text", text: "started" }] };
    }
    case "run_swapped": {
      let child = spawn("sh", ["-c", command]);
      const spare = spawn("sh", ["-c", command], { stdio: "ignore" });
      [child] = [spare];
      if (!child.stdout) {
        // BAD: the destructuring gave child the spare process, whose stdout is ignored.
        throw new Error("no stdout"); // want: protocolerror function=run_swapped
      }
      return { content: [{ type: "text", text: "started" }] };
    }
  }
  return { isError: true, content: [{ type: "text", text: `unknown tool ${request.params.name}` }] }; // want: errorresult
});
