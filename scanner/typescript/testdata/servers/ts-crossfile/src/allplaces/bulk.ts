// Bulk jobs that the allplaces server's second handler calls: six functions of four throws each,
// more places than the brief of a finding names.
export async function importRows(n: number) {
  if (n < 0) throw new Error("import: negative count");
  if (n === 0) throw new Error("import: nothing to do");
  if (n > 1000) throw new Error("import: too many rows");
  if (n % 2 === 1) throw new Error("import: odd batch");
  return n;
}

export async function exportRows(n: number) {
  if (n < 0) throw new Error("export: negative count");
  if (n === 0) throw new Error("export: nothing to do");
  if (n > 1000) throw new Error("export: too many rows");
  if (n % 2 === 1) throw new Error("export: odd batch");
  return n;
}

export async function mergeRows(n: number) {
  if (n < 0) throw new Error("merge: negative count");
  if (n === 0) throw new Error("merge: nothing to do");
  if (n > 1000) throw new Error("merge: too many rows");
  if (n % 2 === 1) throw new Error("merge: odd batch");
  return n;
}

export async function splitRows(n: number) {
  if (n < 0) throw new Error("split: negative count");
  if (n === 0) throw new Error("split: nothing to do");
  if (n > 1000) throw new Error("split: too many rows");
  if (n % 2 === 1) throw new Error("split: odd batch");
  return n;
}

export async function sortRows(n: number) {
  if (n < 0) throw new Error("sort: negative count");
  if (n === 0) throw new Error("sort: nothing to do");
  if (n > 1000) throw new Error("sort: too many rows");
  if (n % 2 === 1) throw new Error("sort: odd batch");
  return n;
}

export async function dedupeRows(n: number) {
  if (n < 0) throw new Error("dedupe: negative count");
  if (n === 0) throw new Error("dedupe: nothing to do");
  if (n > 1000) throw new Error("dedupe: too many rows");
  if (n % 2 === 1) throw new Error("dedupe: odd batch");
  return n;
}
