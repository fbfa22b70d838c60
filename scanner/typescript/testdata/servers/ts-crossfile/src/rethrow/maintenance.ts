// Maintenance tasks, each failing by a throw, that a same-file dispatcher of the rethrow server
// calls.
declare const store: { busy(): boolean };
declare const remote: { push(ref: string): Promise<void> };

export async function archive() {
  if (store.busy()) throw new Error("cannot archive while busy");
  return "archived";
}

export async function restore() {
  if (store.busy()) {
    throw new Error("cannot restore while busy");
  }
  return "restored";
}

export async function reindex() {
  if (store.busy()) {
    throw new Error("cannot reindex while busy");
  }
  return "reindexed";
}

export async function compact() {
  if (store.busy()) {
    throw new Error("cannot compact while busy");
  }
  return "compacted";
}

// A library's push may throw: the rethrow names the call.
export async function publish(ref: string) {
  await remote.push(ref);
  return `published ${ref}`;
}
