// Error helpers that the desk's catches hand what they caught to.
export class DeskError extends Error {
  constructor(message: string, public status: number) {
    super(message);
  }
}

// Throws on every path: a catch that ends by calling it passes on what it caught.
export function rethrowDesk(error: unknown, op: string): never {
  console.error(`${op} failed`, error);
  if (error instanceof DeskError) {
    throw error; // want: protocolerror function=rethrowDesk; raisederror function=rethrowDesk
  }
  throw new DeskError(`${op} failed`, 500); // want: protocolerror function=rethrowDesk; raisederror function=rethrowDesk
}

// Only logs: a catch that ends by calling it swallows what it caught.
export function logFailure(error: unknown, op: string): void {
  console.error(`${op} failed`, error);
}

// Answers: a catch that returns it turns what it caught into a result.
export function answerFailure(error: unknown) {
  return { content: [{ type: "text" as const, text: String(error) }], isError: true }; // want: errorresult
}

// Answers HTTP failures and rethrows the rest: what a catch hands it passes on unless it is
// flagged isHttpError.
export function answerHttp(error: any, op: string) {
  if (error.isHttpError) {
    return { content: [{ type: "text" as const, text: `${op}: HTTP ${error.status}` }], isError: true }; // want: errorresult
  }
  throw error; // want: protocolerror function=answerHttp
}
