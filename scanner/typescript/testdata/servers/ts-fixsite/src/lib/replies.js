// JavaScript helpers of another module.

// BAD: it builds the whole failure result without isError; the tools return it as is.
export function unreachable(host) {
  return { content: [{ type: "text", text: `Error: cannot reach ${host}` }] }; // want: softerror related=src/server.js:10,src/server.js:16
}

// BAD: the function a low-level handler's case returns is that tool's handler (registered as
// tool drain_host there).
export function drained(args) {
  if (args.force) {
    return { content: [{ type: "text", text: `Failed to drain ${args.host}` }] }; // want: softerror related=src/lowlevel.js:20
  }
  return { content: [{ type: "text", text: "drained" }] };
}

// Only a failure text, which the tool wraps.
export function explain(host) {
  return `Failed to restart ${host}`;
}
