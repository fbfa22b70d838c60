// Effect-TS: tools that run an Effect and answer its failures in a catch combinator of the pipe
// they return; the callback's parameter is the failure, as a catch clause's is.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Effect } from "effect";
import { z } from "zod";

class PlaceNotFound {
  readonly _tag = "PlaceNotFound";
  constructor(readonly message: string) {}
}
declare function lookup(id: string): Effect.Effect<string, PlaceNotFound | Error>;

const server = new McpServer({ name: "places", version: "1.0.0" });

server.registerTool("find_place", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return await lookup(id).pipe(
    Effect.map((name) => ({ content: [{ type: "text" as const, text: name }] })),
    Effect.catchIf(
      (e) => e instanceof PlaceNotFound,
      (e) => {
        // BAD: the failure's message goes out as a success.
        return Effect.succeed({ content: [{ type: "text" as const, text: e.message }] }); // want: softerror related=16
      },
    ),
    Effect.catchAll((e) => {
      // FINE: flagged.
      return Effect.succeed({ content: [{ type: "text" as const, text: `Lookup failed: ${String(e)}` }], isError: true }); // want: errorresult
    }),
    Effect.runPromise,
  );
});

server.registerTool("place_name", { inputSchema: { id: z.string() } }, async ({ id }) =>
  Effect.runPromise(
    lookup(id).pipe(
      Effect.map((name) => ({ content: [{ type: "text" as const, text: name }] })),
      Effect.catchAll((err) => {
        // BAD: an error text in a success, inside Effect.runPromise.
        return Effect.succeed({ content: [{ type: "text" as const, text: `Error: ${String(err)}` }] }); // want: softerror related=34
      }),
    ),
  ),
);

server.registerTool("place_count", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return await lookup(id).pipe(
    Effect.map((name) => ({ content: [{ type: "text" as const, text: `1 place: ${name}` }] })),
    Effect.catchAll(() => {
      // FINE: an empty answer that shows no failure.
      return Effect.succeed({ content: [{ type: "text" as const, text: "0 places" }] });
    }),
    Effect.runPromise,
  );
});

server.registerTool("touch_place", { inputSchema: { id: z.string() } }, async ({ id }) => {
  // FINE: the pipe's value is not the tool's answer.
  await lookup(id).pipe(
    Effect.catchAll((e) => {
      return Effect.succeed({ content: [{ type: "text" as const, text: `Error: ${String(e)}` }] });
    }),
    Effect.runPromise,
  );
  return { content: [{ type: "text" as const, text: `touched ${id}` }] };
});
