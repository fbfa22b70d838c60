// The permits the tools work on; each function throws on a bad request.
const permits = new Map();

function requirePermit(number) {
  const permit = permits.get(number);
  if (!permit) {
    // FINE: renewPermit is not async: withErrorHandling's catch answers it.
    throw new Error(`No permit ${number}.`);
  }
  return permit;
}

export function createPermit(input) {
  if (permits.has(input.number)) {
    // FINE: withErrorHandling calls the callback in its try, and createPermit is not async.
    throw new Error(`Permit ${input.number} exists.`);
  }
  permits.set(input.number, { ...input });
  return permits.get(input.number);
}

export function renewPermit(number) {
  const permit = requirePermit(number);
  permit.renewed = true;
  return permit;
}

export async function fetchPermit(number) {
  if (!permits.has(number)) {
    // BAD: fetchPermit is async: its promise rejects after withErrorHandling's try returned.
    throw new Error(`No permit ${number}.`); // want: raisederror
  }
  return permits.get(number);
}

export function archivePermit(number) {
  if (!permits.has(number)) {
    // BAD: withFallback's catch throws this one on.
    throw new Error(`No permit ${number}.`); // want: raisederror
  }
  permits.delete(number);
  return { archived: number };
}
