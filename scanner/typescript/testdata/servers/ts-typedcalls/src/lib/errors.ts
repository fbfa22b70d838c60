// Error envelopes for the tools; this module never names the result flag, so a scan extracts it
// only because a tool's result calls it.

export function normalizeError(fields: Record<string, unknown>) {
  return { error: { ...fields, retryable: false } };
}

export const wrapAsError = (input: object, extra?: object) => ({ error: input, extra });

// A new object whatever it is given.
export function constantError(input: unknown) {
  return { error: { message: "request failed", detail: String(input) } };
}
