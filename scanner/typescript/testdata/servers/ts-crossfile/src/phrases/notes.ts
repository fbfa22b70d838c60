// The notes store's readers: each answers a missing note with a text that says so, from a
// failure branch, without an error word for a first word.
declare const store: { has(p: string): boolean; read(p: string): string };

export function readNote(p: string) {
  if (!store.has(p)) {
    return `Note ${p} does not exist`;
  }
  return store.read(p);
}

export function readShared(p: string) {
  if (!p.startsWith("shared/")) {
    return `Reading ${p} is not allowed outside shared/`;
  }
  return store.read(p);
}

// An empty answer is no failure.
export function findNotes(q: string) {
  if (!store.has(q)) {
    return `No notes found for ${q}; it is not available yet`;
  }
  return store.read(q);
}
