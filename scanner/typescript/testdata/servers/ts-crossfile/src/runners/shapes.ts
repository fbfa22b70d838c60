// Subclasses of ShapeTool whose run() computes inside OpenTelemetry's context.with(), which
// returns what its callback returns.
import { context, trace } from "@opentelemetry/api";
import * as otel from "@opentelemetry/api";
import { ShapeTool } from "./base.js";

declare function ringOf(input: unknown): number[] | null;
declare function spanFor(name: string): any;
declare const scheduler: { with(ctx: unknown, fn: () => Promise<unknown>): Promise<void> };

export class RingTool extends ShapeTool {
  readonly name = "ring";

  async run(input: unknown) {
    return await context.with(trace.setSpan(context.active(), spanFor(this.name)), async () => {
      const ring = ringOf(input);
      const text = ring
        ? `Ring computed from ${ring.length} points.`
        : `Could not compute a ring from the points (they may lie on a line).`;
      // BAD: the failure text a condition picks goes out with isError: false.
      return { content: [{ type: "text" as const, text }], isError: false }; // want: softerror related=src/runners/base.ts:13
    });
  }
}

export class SpanTool extends ShapeTool {
  readonly name = "span";

  async run(input: unknown) {
    return otel.context.with(otel.context.active(), async () => {
      const ring = ringOf(input);
      if (!ring) {
        // FINE: isError is set.
        return { content: [{ type: "text" as const, text: "Could not compute a span" }], isError: true }; // want: errorresult
      }
      return { content: [{ type: "text" as const, text: `Span of ${ring.length} points` }], isError: false };
    });
  }
}

export class QueuedTool extends ShapeTool {
  readonly name = "queued";

  async run(input: unknown) {
    // FINE: scheduler.with is no runner of the catalogue; what its callback returns is not
    // what run() returns.
    await scheduler.with(input, async () => {
      return { content: [{ type: "text" as const, text: "Could not queue the points" }] };
    });
    return { content: [{ type: "text" as const, text: "Queued" }] };
  }
}
