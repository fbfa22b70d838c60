// a tool result with the flag set
const r = { isError: true };
