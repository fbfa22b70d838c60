// The shed's own error class, named like the SDK's but not the SDK's: the handler's catch
// rewraps it.
export class McpError extends Error {
  constructor(
    public code: number,
    message: string,
  ) {
    super(message);
  }
}
