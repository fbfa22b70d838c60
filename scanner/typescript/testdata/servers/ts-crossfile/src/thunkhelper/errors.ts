// A helper of the project that runs each tool's body as a thunk and answers, from its catch,
// with a result that shows the caught error and no isError: every tool that returns the
// helper's value sends a failure as a success. The fix goes in the helper's catch, once.
import { CallToolResult } from "@modelcontextprotocol/sdk/types.js";

export interface Options {
  contextMessage: string;
  formatError?: (error: unknown) => string;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export async function runTool<T extends CallToolResult>(body: () => Promise<T>, options: Options): Promise<CallToolResult> {
  const { contextMessage, formatError = describe } = options;
  try {
    return await body();
  } catch (error) {
    const errorMessage = formatError(error);
    return { content: [{ type: "text", text: `${contextMessage}: ${errorMessage}` }] }; // want: softerror related=src/thunkhelper/errors.ts:20,src/thunkhelper/server.ts:10,src/thunkhelper/server.ts:20
  }
}

// GOOD for the rule: the catch answers with isError.
export async function runFlagged<T extends CallToolResult>(body: () => Promise<T>, context: string): Promise<CallToolResult> {
  try {
    return await body();
  } catch (error) {
    const errorMessage = describe(error);
    return { content: [{ type: "text", text: `${context}: ${errorMessage}` }], isError: true }; // want: errorresult
  }
}

// GOOD for the rule: the catch answers with what it had before the failure, a partial answer
// beside a note; the note holds no caught error.
export async function runPartial(body: () => Promise<string[]>, seen: string[]): Promise<CallToolResult> {
  try {
    const rows = await body();
    return { content: [{ type: "text", text: rows.join("\n") }] };
  } catch (error) {
    const shown = seen.join("\n");
    return { content: [{ type: "text", text: `${shown}` }] };
  }
}
