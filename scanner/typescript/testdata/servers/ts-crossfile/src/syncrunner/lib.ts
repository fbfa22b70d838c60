// Lookups that throw on a miss; the tools run them through runners that call them unawaited.
const yard = new Map<string, string>();

export function findDeck(id: string) {
  const deck = yard.get(id);
  if (!deck) {
    // FINE: withErrors calls the callback in its try, and neither it nor findDeck is async.
    throw new Error(`no deck ${id}`);
  }
  return deck;
}

function checkHull(id: string) {
  if (!yard.has(id)) {
    // FINE: findHull, which the callback calls, is not async either.
    throw new Error(`no hull ${id}`);
  }
}

export function findHull(id: string) {
  checkHull(id);
  return yard.get(id);
}

export async function findMast(id: string) {
  if (!yard.has(id)) {
    // BAD: findMast is async: its promise rejects after withErrors's try has returned.
    throw new Error(`no mast ${id}`); // want: raisederror
  }
  return yard.get(id);
}

async function fetchSail(id: string) {
  if (!yard.has(id)) {
    // BAD: fetchSail is async; findSail returns its promise, which rejects outside the try.
    throw new Error(`no sail ${id}`); // want: raisederror
  }
  return yard.get(id);
}

export function findSail(id: string) {
  return fetchSail(id);
}

export function loadRigging(id: string) {
  if (!id) {
    // FINE: thrown before the callback returns.
    throw new Error("rigging id is required");
  }
  return yard.get(id);
}

export function findKeel(id: string) {
  if (!yard.has(id)) {
    // BAD: the tool's callback is async: the throw rejects its promise, which leaves the try.
    throw new Error(`no keel ${id}`); // want: raisederror
  }
  return yard.get(id);
}

export function findBow(id: string) {
  if (!yard.has(id)) {
    // BAD: rethrowing's catch throws it on (its own throw stands for it).
    throw new Error(`no bow ${id}`); // want: raisederror
  }
  return yard.get(id);
}

export function findStern(id: string) {
  if (!yard.has(id)) {
    // BAD: logging's catch falls through.
    throw new Error(`no stern ${id}`); // want: raisederror
  }
  return yard.get(id);
}

export function findPier(id: string) {
  if (!yard.has(id)) {
    // FINE: guardNow, of another module, calls the callback in its try.
    throw new Error(`no pier ${id}`);
  }
  return yard.get(id);
}

export function findWharf(id: string) {
  if (!yard.has(id)) {
    // FINE: loosely is async, but the callback's throw comes before it returns.
    throw new Error(`no wharf ${id}`);
  }
  return yard.get(id);
}

export function findQuay(id: string) {
  if (!yard.has(id)) {
    // FINE: relay hands the callback as it is to withErrors.
    throw new Error(`no quay ${id}`);
  }
  return yard.get(id);
}

export function findDock(id: string) {
  if (!yard.has(id)) {
    // BAD: relayLate runs the callback in an async callback of its own, whose promise rejects.
    throw new Error(`no dock ${id}`); // want: raisederror
  }
  return yard.get(id);
}

export function findBerth(id: string) {
  if (!yard.has(id)) {
    // FINE: relayRemote hands guardNow a callback that is not async and calls it.
    throw new Error(`no berth ${id}`);
  }
  return yard.get(id);
}

export function findSlip(id: string) {
  if (!yard.has(id)) {
    // BAD: relayRemoteLate hands guardNow an async callback, whose promise rejects.
    throw new Error(`no slip ${id}`); // want: raisederror
  }
  return yard.get(id);
}
