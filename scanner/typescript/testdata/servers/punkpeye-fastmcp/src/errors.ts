import { UserError } from "fastmcp";

// Maps any failure to a UserError, whose message fastmcp sends unprefixed.
export function toToolError(e: unknown): UserError {
  return new UserError(e instanceof Error ? e.message : String(e));
}
