// A garden API client whose methods turn every failure into the SDK's McpError, either built in
// place or by a method whose every return builds one.
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";

declare const api: { get(path: string): Promise<{ ok: boolean; body: string }> };

export class GardenClient {
  private toMcp(error: Error): McpError {
    if (error.name === "AbortError") {
      return new McpError(ErrorCode.InternalError, "the garden API timed out");
    }
    return new McpError(ErrorCode.InternalError, `garden API: ${error.message}`);
  }

  // Its value may be an Error or an McpError: what its callers throw is of no known class.
  private toAny(error: Error): Error {
    if (error.name === "AbortError") {
      return new McpError(ErrorCode.InternalError, "timed out");
    }
    return error;
  }

  async beds(): Promise<string> {
    try {
      return (await api.get("/beds")).body;
    } catch (error) {
      throw this.toMcp(error as Error); // want: protocolerror
    }
  }

  async weather(): Promise<string> {
    const r = await api.get("/weather");
    if (!r.ok) {
      throw new McpError(ErrorCode.InternalError, "no weather today"); // want: protocolerror
    }
    return r.body;
  }

  async seeds(): Promise<string> {
    const r = await api.get("/seeds");
    if (!r.ok) {
      // FINE: an Error, which the dispatcher's catch answers as an isError result.
      throw new Error("no seeds");
    }
    return r.body;
  }

  async tools(): Promise<string> {
    try {
      return (await api.get("/tools")).body;
    } catch (error) {
      // FINE: of no known class: the dispatcher's catch may answer it.
      throw this.toAny(error as Error);
    }
  }
}
