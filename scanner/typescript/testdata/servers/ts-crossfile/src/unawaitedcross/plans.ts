// A tool function (server.ts) whose callback's branch says what went wrong in one phrase
// alone, no other word of the kind in the file (the words are guidance's: "unexpected
// response").
import { withSeat } from "./wrappers.js";

declare const api: { post(path: string): Promise<{ ok: boolean }> };

export async function seatPlan(args: Record<string, string>) {
  return withSeat(args, async (seat) => {
    const res = await api.post(`/seats/${seat}/plan`);
    if (res.ok) {
      return { content: [{ type: "text" as const, text: `Plan ready for seat ${seat}.` }] };
    } else {
      return { content: [{ type: "text" as const, text: "Unexpected response from the plan API." }] }; // want: softerror
    }
  });
}
