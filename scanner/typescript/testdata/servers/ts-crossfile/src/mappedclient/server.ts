// A low-level tools/call handler that rethrows McpErrors: the photo checks and the API's
// failures, passed through the error helper, go out as JSON-RPC errors.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { uploadPhoto } from "./photos.js";

const server = new Server({ name: "photos", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  try {
    switch (request.params.name) {
      case "upload_photo":
        return { content: [{ type: "text", text: JSON.stringify(await uploadPhoto(request.params.arguments ?? {})) }] };
      default:
        throw new McpError(ErrorCode.MethodNotFound, `unknown tool ${request.params.name}`);
    }
  } catch (error) {
    if (error instanceof McpError) {
      // BAD: the photo checks (photos.ts, checkSize's behind the helper's `throw error`), and
      // behind the helper (errors.ts) what the API throws, all the SDK's McpErrors.
      throw error; // want: protocolerror related=src/mappedclient/photos.ts:16,src/mappedclient/photos.ts:10,src/mappedclient/photos.ts:19,src/mappedclient/photos.ts:22,src/mappedclient/errors.ts:6,src/mappedclient/errors.ts:8
    }
    // Nothing of the tool's reaches it (every failure of uploadPhoto is an McpError): it names none.
    throw new McpError(ErrorCode.InternalError, String(error)); // want: protocolerror related=none
  }
});
