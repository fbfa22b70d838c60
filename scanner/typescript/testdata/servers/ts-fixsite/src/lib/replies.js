// JavaScript helpers of another module.

// BAD: it builds the whole failure result without isError; the tool returns it as is.
export function unreachable(host) {
  return { content: [{ type: "text", text: `Error: cannot reach ${host}` }] }; // want: softerror related=src/server.js:12
}

// Only a failure text, which the tool wraps.
export function explain(host) {
  return `Failed to restart ${host}`;
}
