// Effect-TS tools whose catch combinators answer failures that other functions fail with, in
// this module and in places.ts: related names where each failure of the classes the catch
// matches comes from (catchIf by instanceof or _tag, catchTag by tag, catchAll all of them).
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { Effect } from "effect";
import { z } from "zod";
import { AnswerError, PlaceNotFound } from "./errors.js";
import { auditPlace, describePlace, findPlace, placeOrHome, renamePlace } from "./places.js";

const server = new McpServer({ name: "places", version: "1.0.0" });

function dispatch(action: string, id: string) {
  switch (action) {
    case "find":
      return findPlace(id);
    case "rename":
      return renamePlace(id, "");
    case "describe":
      return describePlace(id);
  }
  return Effect.fail(new Error(`unknown action ${action}`));
}

server.registerTool("place_action", { inputSchema: { action: z.string(), id: z.string() } }, async ({ action, id }) => {
  return await Effect.gen(function* () {
    auditPlace(id);
    const text = yield* dispatch(action, id);
    return { content: [{ type: "text" as const, text }] };
  }).pipe(
    Effect.catchIf(
      (e) => e instanceof AnswerError,
      (e) => {
        // BAD: the AnswerErrors of findPlace and renamePlace (through dispatch) go out as a
        // success; not PlaceNotFound, QuotaExceeded or dispatch's Error, which it does not match.
        return Effect.succeed({ content: [{ type: "text" as const, text: e.message }] }); // want: softerror related=25,15,src/effect/places.ts:14,17,src/effect/places.ts:34
      },
    ),
    Effect.catchAll((e) => {
      return Effect.succeed({ content: [{ type: "text" as const, text: String(e) }], isError: true }); // want: errorresult
    }),
    Effect.runPromise,
  );
});

server.registerTool("place_name", { inputSchema: { id: z.string() } }, async ({ id }) =>
  Effect.runPromise(
    describePlace(id).pipe(
      Effect.andThen(() => findPlace(id)),
      Effect.map((name) => ({ content: [{ type: "text" as const, text: name }] })),
      Effect.catchTag("PlaceNotFound", (e) => {
        // BAD: PlaceNotFound, failed in describePlace's callback and in findPlace, as a success.
        return Effect.succeed({ content: [{ type: "text" as const, text: `No place ${e.id} here` }] }); // want: softerror related=46,src/effect/places.ts:41,src/effect/places.ts:17
      }),
    ),
  ),
);

server.registerTool("home_place", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return await Effect.gen(function* () {
    if (id === "") {
      return yield* Effect.fail(new PlaceNotFound({ id }));
    }
    return yield* placeOrHome(id);
  }).pipe(
    Effect.map((name) => ({ content: [{ type: "text" as const, text: name }] })),
    Effect.catchAll((e) => {
      // BAD: the handler's own failure; placeOrHome's are caught before they reach here.
      return Effect.succeed({ content: [{ type: "text" as const, text: `Error: ${e._tag}` }] }); // want: softerror related=59,61
    }),
    Effect.runPromise,
  );
});

server.registerTool("quota", { inputSchema: { id: z.string() } }, async ({ id }) => {
  return await renamePlace(id, "x").pipe(
    Effect.map((name) => ({ content: [{ type: "text" as const, text: name }] })),
    Effect.catchIf(
      (e) => e._tag === "QuotaExceeded",
      (e) => {
        // BAD: QuotaExceeded, two calls down from renamePlace, as a success.
        return Effect.succeed({ content: [{ type: "text" as const, text: `Quota of ${e.limit} reached` }] }); // want: softerror related=75,src/effect/places.ts:36,src/effect/places.ts:11,src/effect/places.ts:24
      },
    ),
    Effect.runPromise,
  );
});

const isAnswer = (e: unknown) => e instanceof AnswerError;

server.registerTool("rename_place", { inputSchema: { id: z.string(), name: z.string() } }, async ({ id, name }) => {
  return await renamePlace(id, name).pipe(
    Effect.map((text) => ({ content: [{ type: "text" as const, text }] })),
    // The predicate is a function the file cannot read as a class test: no failure is named.
    Effect.catchIf(isAnswer, (e) => {
      return Effect.succeed({ content: [{ type: "text" as const, text: e.message }] }); // want: softerror related=91
    }),
    Effect.runPromise,
  );
});
