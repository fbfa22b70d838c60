// Payloads built in their own module: server.js hands them to its result function, which
// answers whatever it is given as a successful result.
export class NoteError extends Error {
  constructor(message, code = "NOTE_ERROR") {
    super(message);
    this.code = code;
  }
}

export function errorPayload(error) {
  const message = error?.message || "Unexpected error occurred";
  return {
    ok: false,
    error: { code: error?.code || "INTERNAL_ERROR", message },
  };
}

export function successPayload(data) {
  return { ok: true, data };
}
