// Helpers that check again what the tools' own parses of their input already guarantee.
export class GuardError extends Error {}

export function assertConfirmed(tool: string, confirm: boolean): void {
  if (!Object.is(confirm, true)) {
    throw new GuardError(`${tool}: pass confirm: true`); // dead: every caller passes a z.literal(true)
  }
}

export function assertAgreed(agree: boolean | undefined): void {
  if (agree !== true) {
    throw new GuardError("agree first"); // want: raisederror
  }
}

export function checkBatch(items: unknown[]): void {
  if (items.length > 50) {
    throw new GuardError("at most 50 items"); // dead: z.array(...).max(50)
  }
}

export function checkPage(size: number): void {
  if (size < 1 || size > 100) {
    throw new GuardError("page size out of range"); // want: raisederror
  }
}

export function checkLimit(limit: number): void {
  if (limit > 10) {
    throw new GuardError("limit above 10"); // want: raisederror
  }
}

export function pickMode(mode: string): string {
  if (mode !== "fast") {
    throw new GuardError("only fast mode"); // dead: z.literal("fast")
  }
  return mode;
}

export function pickSpeed(speed: string): string {
  if (speed !== "fast") {
    throw new GuardError("only fast speed"); // want: raisederror
  }
  return speed;
}

export function checkShift(limit: number): void {
  if (limit > 10) {
    throw new GuardError("shift above 10"); // want: raisederror
  }
}
