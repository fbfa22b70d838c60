// Result helpers whose isError comes from a parameter: a call that leaves it false answers the
// text it is given as a success; a call that passes true builds an error result.

export const reply = (text: string, isError: boolean = false) => {
  return {
    content: [{ type: "text" as const, text }],
    isError, // want: errorresult uses=3
  };
};

// The flag spelled as a pair, an optional parameter: nothing passed is undefined, a success.
export function textResult(body: string, failed?: boolean) {
  const lines = [body];
  return { content: lines.map((l) => ({ type: "text" as const, text: l })), isError: failed }; // want: errorresult uses=0
}

// The flag first: only an explicit false leaves it false.
export function flagged(isError: boolean, message: string) {
  return { content: [{ type: "text" as const, text: message }], isError }; // want: errorresult uses=1
}

// A default of true: a call that passes nothing builds an error result.
export const failure = (message: string, isError = true) => ({
  content: [{ type: "text" as const, text: message }],
  isError, // want: errorresult
});

// A flag the helper decides from the text itself: no parameter chooses it.
export const judged = (text: string) => ({
  content: [{ type: "text" as const, text }],
  isError: text.startsWith("Error"),
});

// The flag through a conditional spread, or converted to a boolean.
export const spreadReply = (text: string, isError = false) => ({
  content: [{ type: "text" as const, text }],
  ...(isError && { isError }), // want: errorresult uses=0
});

export function ternaryReply(text: string, failed = false) {
  return { content: [{ type: "text" as const, text }], ...(failed ? { isError: true } : {}) }; // want: errorresult uses=1
}

export const boolReply = (text: string, isError?: boolean) => ({
  content: [{ type: "text" as const, text }],
  isError: isError ?? false,
});

// A flag the helper sets itself from the text: a failure text is flagged whatever the call passes.
export function selfFlagged(text: string, isError = false) {
  if (text.startsWith("Error")) isError = true;
  return { content: [{ type: "text" as const, text }], isError }; // want: errorresult
}
