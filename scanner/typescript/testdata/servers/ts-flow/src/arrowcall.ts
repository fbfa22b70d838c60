// Tools written as arrows whose body is a call of the file's JSON answer helper: an arrow that
// always hands it a failure object answers every call with a success.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

function asJson(value: unknown) {
  return { content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }] };
}

function asJsonFailure(value: unknown) {
  return { content: [{ type: "text" as const, text: JSON.stringify(value, null, 2) }], isError: true }; // want: errorresult uses=1
}

export function registerKiln(server: McpServer) {
  server.tool(
    "get_firing_log",
    "Return an explicit unsupported answer until the kiln's log endpoint exists.",
    { kiln_id: z.number() },
    async ({ kiln_id }) => asJson({ // want: softerror related=7
      ok: false,
      kiln_id,
      error: { code: "unsupported_operation", message: "The kiln has no firing log endpoint yet." },
    }),
  );

  // Fine: the arrow's call answers the same object with isError.
  server.tool(
    "get_glaze_log",
    "Return an explicit unsupported answer until the kiln's glaze endpoint exists.",
    { kiln_id: z.number() },
    async ({ kiln_id }) => asJsonFailure({ ok: false, kiln_id, error: { code: "unsupported_operation", message: "No glaze log yet." } }),
  );

  // Fine: the arrow's call hands the helper a success.
  server.tool("get_kiln", "Describe a kiln.", { kiln_id: z.number() }, async ({ kiln_id }) => asJson({ ok: true, kiln_id }));
}

