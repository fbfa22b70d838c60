// The envelope the registry's tools wrap their answers in, and a summary that is none.
export function answer<T>(data: T, notes: string[] = []) {
  return { version: 1, notes, data };
}

// Not an envelope: it keeps a count of what it is given, not the object itself.
export function summary(data: { count: number; error?: string }) {
  return { version: 1, count: data.count };
}
