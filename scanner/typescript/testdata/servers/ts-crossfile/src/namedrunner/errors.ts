// The archive's errors, each able to answer as a tool result: without isError.
export class ArchiveError extends Error {
  code = "archive";

  toResult() {
    return { content: [{ type: "text", text: this.describe() }] }; // want: softerror related=src/namedrunner/errors.ts:10,src/namedrunner/server.ts:26
  }

  describe() {
    return `Error [${this.code}]: ${this.message}`;
  }
}

// FINE: the handler throws it on instead (and no tool returns its result).
export class QuotaError extends Error {
  toResult() {
    return { content: [{ type: "text", text: `Error: quota reached: ${this.message}` }] };
  }
}
