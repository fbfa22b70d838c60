// Jobs built as Effect-TS effects, for the effect server. Building an effect throws nothing
// (Effect.fail, Effect.succeed, Effect.gen and their pipes only describe the work); running one
// with Effect.runPromise rejects when it fails.
import { Effect } from "effect";

export class JobError {
  readonly _tag = "JobError";
  constructor(readonly reason: string) {}
}

export function planJob(id: string) {
  if (id === "") {
    return Effect.fail(new JobError("the job has no id"));
  }
  return Effect.succeed({ id, steps: 3 }).pipe(Effect.map((plan) => plan.steps));
}

export function stepsOf(id: string) {
  return Effect.gen(function* () {
    const steps = yield* planJob(id);
    return steps * 2;
  });
}

export async function runJob(id: string) {
  const steps = await Effect.runPromise(stepsOf(id));
  return `job ${id} ran ${steps} steps`;
}
