// A low-level handler that serializes the whole result of a tool function into the text of a
// new result, dropping the isError the function sets.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { listJobs, startJob, stopJob } from "./ops.js";

const server = new Server({ name: "jobs", version: "1.0.0" }, { capabilities: { tools: {} } });

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const id = String(request.params.arguments?.id ?? "");
  if (request.params.name === "list") {
    const listed = await listJobs();
    // FINE: listJobs never sets isError.
    return { content: [{ type: "text", text: JSON.stringify(listed) }] };
  }
  if (request.params.name === "checked") {
    const checked = await stopJob(id);
    if (checked.isError) {
      return checked;
    }
    // FINE: the flag was tested and its result returned as is first.
    return { content: [{ type: "text", text: JSON.stringify(checked) }] };
  }
  if (request.params.name === "copied") {
    const copied = await startJob(id);
    // FINE: the new result carries the callee's flag on.
    return { content: [{ type: "text", text: JSON.stringify(copied) }], isError: copied.isError };
  }
  let result;
  switch (request.params.name) {
    case "start":
      result = await startJob(id);
      break;
    case "stop":
      result = await stopJob(id);
      break;
    default:
      throw new Error("unknown tool");
  }
  return {
    content: [
      {
        type: "text",
        // BAD: startJob's and stopJob's isError: true become data in a success.
        text: typeof result === "string" ? result : JSON.stringify(result), // want: droppedflag
      },
    ],
  };
});
