import { quotaExceeded } from "./results.js";

// Passes a helper's result on as its own.
export function answerQuota(user: string, used: number) {
  if (used > 100) {
    return quotaExceeded(user);
  }
  return { content: [{ type: "text" as const, text: `${used} of 100 used` }] };
}
