// Helpers of the production module that only some tools call. A finding in one of them has the
// context of the code that runs it: an example's tool alone does not make it production.

// Only the example's tool (examples/embed-demo.ts) calls it: the throw runs in the example.
export function loadEmbedded(uri: string): string {
  if (!uri.startsWith("embed:")) {
    throw new Error(`not an embedded resource: ${uri}`); // want: raisederror context=example function=loadEmbedded
  }
  return uri.slice(6);
}

// The example's tool and a production tool (src/index.ts) call it: it stays production.
export function checkQuota(used: number): number {
  if (used > 100) {
    throw new Error(`quota exceeded: ${used} of 100`); // want: raisederror context=production function=checkQuota
  }
  return 100 - used;
}
