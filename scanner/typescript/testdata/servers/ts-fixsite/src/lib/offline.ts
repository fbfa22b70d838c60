// Helpers of the production module that build whole failure results, returned by some tools.
// A finding in one of them has the context of the tools that return its result.

// Only the example's tool (examples/offline-demo.ts) returns it: the result is the example's.
export function offline(host: string) {
  return { content: [{ type: "text" as const, text: `Error: ${host} is offline` }] }; // want: softerror context=example related=examples/offline-demo.ts:9
}

// The example's tool and a production tool (src/index.ts) return it: it stays production.
export function maintenance(host: string) {
  return { content: [{ type: "text" as const, text: `Error: ${host} is down for maintenance` }] }; // want: softerror context=production related=examples/offline-demo.ts:10,src/index.ts:110
}
