// A tool function that a JavaScript server registers after a dynamic import.
export async function rename({ from, to }: { from: string; to: string }) {
  if (from === to) {
    // BAD: the rename tool's failure, sent as a success.
    return { content: [{ type: "text" as const, text: `Error: ${from} already has that name` }] }; // want: softerror related=src/dynamic/legacy.js:6
  }
  return { content: [{ type: "text" as const, text: `renamed ${from} to ${to}` }] };
}
