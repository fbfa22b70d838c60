// Methods whose try hands a write to a retrying wrapper as an inline callback; the callback
// calls a local function that validates the arguments and throws. The catch hands what it
// caught to an error helper of errors.ts.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { answer, rethrowUnlessHttp } from "./errors.js";

declare function save(body: unknown): Promise<{ version: number }>;

export class Notes {
  private async retrying<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error: any) {
      if (error?.httpStatus === 409) {
        return await write();
      }
      throw error;
    }
  }

  async edit(args: { text?: string }) {
    const editBody = () => {
      if (args.text === undefined) throw new McpError(ErrorCode.InvalidParams, "edit needs text"); // want: protocolerror
      return { text: args.text };
    };
    try {
      const saved = await this.retrying(() => save(editBody()));
      return { content: [{ type: "text", text: `saved v${saved.version}` }] };
    } catch (error: any) {
      return rethrowUnlessHttp(error, "edit");
    }
  }

  async tag(args: { tag?: string }) {
    const tagBody = () => {
      // GOOD: answer turns whatever it is given into an isError result.
      if (args.tag === undefined) throw new McpError(ErrorCode.InvalidParams, "tag needs a tag");
      return { tag: args.tag };
    };
    try {
      const saved = await this.retrying(() => save(tagBody()));
      return { content: [{ type: "text", text: `tagged v${saved.version}` }] };
    } catch (error: any) {
      return answer(error);
    }
  }
}
