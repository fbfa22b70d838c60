// What the describe tool says of a record: a named import of the rethrow server.
declare const meta: { lookup(id: string): Promise<{ kind: string } | undefined> };

export async function describeRecord(id: string) {
  const m = await meta.lookup(id);
  if (!m) {
    throw new Error(`cannot describe ${id}`);
  }
  return `${id} is a ${m.kind}`;
}
