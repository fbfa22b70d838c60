// A success-text helper: whatever lines it is given become a successful result.
export function reply(lines: string[]) {
  return { content: lines.map((l) => ({ type: "text" as const, text: l })) };
}
