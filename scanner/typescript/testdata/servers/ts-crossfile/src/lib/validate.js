// A validation helper in JavaScript, throwing for every tool that calls it.
export function requireId(id) {
  if (!/^[a-z0-9-]+$/.test(id)) {
    throw new Error(`invalid note id ${id}`); // want: raisederror lang=javascript function=requireId related=src/index.ts:43,src/index.ts:44
  }
  return id;
}
