// Runs a tool by name for the tools/call handler in server.ts; its catch passes BadInput on and
// rewraps everything else, both as JSON-RPC errors.
import { BadInput } from "./errors.js";
import { reserve, cancel } from "./ops.js";

// Pairs: a shorthand entry of an imported function ({ reserve }) is not read as one yet.
const handlers: Record<string, (args: any) => Promise<unknown>> = { reserve: reserve, cancel: cancel };

export async function runTool(name: string, args: any) {
  try {
    if (args == null) {
      throw new BadInput("no arguments");
    }
    const result = await handlers[name](args);
    return { content: [{ type: "text", text: JSON.stringify(result) }] };
  } catch (error) {
    if (error instanceof BadInput) {
      // A branch for one class names the throws of that class: this file's and the callees'.
      throw error; // want: protocolerror related=12,src/passedroots/ops.ts:6,src/passedroots/server.ts:10,src/passedroots/server.ts:6
    }
    // After it, no BadInput comes here: neither this file's nor ops.ts's throw is named.
    throw new BadInput("tool failed"); // want: protocolerror related=src/passedroots/server.ts:10,src/passedroots/server.ts:6
  }
}

// Its try calls a function of this file only: its catch names what that throws, as before.
export async function ping(args: any) {
  try {
    return { content: [{ type: "text", text: local(args) }] };
  } catch (error) {
    throw new BadInput(`ping failed: ${String(error)}`); // want: protocolerror related=src/passedroots/server.ts:6,src/passedroots/server.ts:8
  }
}

function local(args: any): string {
  if (!args) {
    throw new Error("no args"); // want: protocolerror related=29,src/passedroots/server.ts:6,src/passedroots/server.ts:8
  }
  return "pong";
}
