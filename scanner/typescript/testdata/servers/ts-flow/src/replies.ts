// Result builders of the notes server: one answers what it is given as a success, the others
// flag failures or let the caller choose.
export type Reply = { content: { type: "text"; text: string }[]; isError?: boolean };

export function replyLines(lines: string | string[]): Reply {
  const all = Array.isArray(lines) ? lines : [lines];
  return {
    content: all.map((line) => ({ type: "text", text: line })),
    isError: false,
  };
}

export function replyFailure(message: string): Reply {
  return { content: [{ type: "text", text: message }], isError: true }; // want: errorresult uses=1
}

export function reply(text: string, isError: boolean): Reply {
  return { content: [{ type: "text", text }], isError }; // want: errorresult uses=1
}
