// The error classes of the places service (places.ts): failures an effect carries in its own
// channel, which the tools' catch combinators (server.ts) match by class or by tag.
import { Data } from "effect";

export class PlaceNotFound extends Data.TaggedError("PlaceNotFound")<{ readonly id: string }> {}

export class QuotaExceeded extends Data.TaggedError("QuotaExceeded")<{ readonly limit: number }> {}

export class AnswerError extends Error {
  readonly _tag = "AnswerError";
}
