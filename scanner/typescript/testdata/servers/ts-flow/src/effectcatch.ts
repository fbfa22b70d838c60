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

server.registerTool("place_label", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return await lookup(id).pipe(
    Effect.map((name) => ({ content: [{ type: "text" as const, text: name }] })),
    // BAD: an arrow whose body is the answer, not a return statement.
    Effect.catchAll((e) => Effect.succeed({ content: [{ type: "text" as const, text: `Lookup failed: ${String(e)}` }] })), // want: softerror related=68
    Effect.runPromise,
  );
});

server.registerTool("place_owner", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return await lookup(id).pipe(
    Effect.map((name) => ({ content: [{ type: "text" as const, text: name }] })),
    // BAD: orElseSucceed's callback returns the result itself, an error text without isError.
    Effect.orElseSucceed(() => ({ content: [{ type: "text" as const, text: "Error: the place service is down" }] })), // want: softerror related=77
    Effect.runPromise,
  );
});

server.registerTool("place_notes", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return await lookup(id).pipe(
    Effect.map((name) => ({ content: [{ type: "text" as const, text: `Notes of ${name}` }] })),
    // FINE: no notes is an answer, not a failure.
    Effect.orElseSucceed(() => ({ content: [{ type: "text" as const, text: "No notes yet." }] })),
    Effect.runPromise,
  );
});

server.registerTool("place_region", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return await lookup(id).pipe(
    Effect.map((name) => ({ content: [{ type: "text" as const, text: name }] })),
    Effect.orElse(() => {
      // BAD: orElse answers any failure with an error text as a success.
      return Effect.succeed({ content: [{ type: "text" as const, text: "Failed to find the region" }] }); // want: softerror related=95
    }),
    Effect.runPromise,
  );
});
