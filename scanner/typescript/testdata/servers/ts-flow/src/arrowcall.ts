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

// A check of the arguments whose text says "can not" in two words: a failure in its branch, not
// in the answer that reports the work done.
export function registerShelves(server: McpServer) {
  server.tool("add_pots", "Add pots to a shelf.", { count: z.number(), shelf: z.string().optional() }, async ({ count, shelf }) => {
    if (shelf) {
      if (count > 3) {
        return { content: [{ type: "text", text: "You can not put more than 3 pots on a shelf." }] }; // want: softerror
      }
    }
    return { content: [{ type: "text", text: `Added ${count} pots. Glazed pots can not be moved while they cool.` }] };
  });
}
