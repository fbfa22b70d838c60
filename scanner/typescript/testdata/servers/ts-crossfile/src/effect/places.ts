// The places service: effects that fail in their channel with the classes of errors.ts. What
// each may fail with is summarised for the catches of server.ts.
import { Effect } from "effect";
import { AnswerError, PlaceNotFound, QuotaExceeded } from "./errors.js";

declare function fetchPlace(id: string): Promise<{ name: string } | undefined>;
declare function readQuota(): Effect.Effect<number>;

export function findPlace(id: string) {
  return Effect.gen(function* () {
    const used = yield* checkQuota();
    const place = yield* Effect.tryPromise({
      try: () => fetchPlace(id),
      catch: () => new AnswerError("The place service did not answer"),
    });
    if (!place) {
      return yield* Effect.fail(new PlaceNotFound({ id }));
    }
    return `${place.name} (${used} lookups today)`;
  });
}

function checkQuota() {
  return readQuota().pipe(Effect.filterOrFail((n) => n < 100, () => new QuotaExceeded({ limit: 100 })));
}

// FINE: what findPlace fails with is caught here, so no catch of a tool answers it.
export function placeOrHome(id: string) {
  return findPlace(id).pipe(Effect.orElse(() => Effect.succeed("home")));
}

export function renamePlace(id: string, name: string) {
  if (!name) {
    return Effect.fail(new AnswerError("A new name is required"));
  }
  return findPlace(id).pipe(Effect.andThen((p) => Effect.succeed(`${p} is now ${name}`)));
}

export const describePlace = (id: string) =>
  Effect.succeed(id).pipe(
    Effect.andThen((x) => (x.startsWith("@") ? Effect.fail(new PlaceNotFound({ id: x })) : Effect.succeed(x))),
  );

// An effect that fails, but the tool that calls it never runs it (it does not yield it).
export function auditPlace(id: string) {
  return Effect.fail(new AnswerError(`audit of ${id} refused`));
}
