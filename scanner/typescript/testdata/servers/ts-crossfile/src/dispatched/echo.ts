// A tool class: the tool set collects an instance and binds its execute into its handler table.
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

export class EchoTool {
  name = "echo";

  async execute(request: any) {
    const text = request.params.arguments?.text;
    if (typeof text !== "string") {
      // BAD: the call handler lets it through to the low-level handler: a JSON-RPC error.
      throw new Error("text is required"); // want: protocolerror
    }
    return { content: [{ type: "text" as const, text }] };
  }

  // FINE: the tool set binds execute, not describe; no tool reaches it.
  describe(): string {
    throw new Error(`no description for ${CallToolRequestSchema}`);
  }
}

// A tool class that answers its own failures.
export class ClockTool {
  name = "clock";

  async execute(request: any) {
    try {
      if (request.params.arguments?.zone === "") {
        // FINE: caught below and answered with an isError result.
        throw new Error("zone is empty");
      }
      return { content: [{ type: "text" as const, text: new Date().toISOString() }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: `clock failed: ${error}` }], isError: true }; // want: errorresult
    }
  }
}
