// Lookups that throw on a miss; the tools run them through the server's own runners.
export async function lookupShelf(id: string): Promise<string> {
  if (!id) {
    // FINE: guardCached's runner answers it (guard's catch returns an isError result).
    throw new Error("no shelf id");
  }
  return `shelf ${id}`;
}

export async function lookupBin(id: string): Promise<string> {
  if (!id) {
    // BAD: rewrapCached's runner throws it on, rewrapped.
    throw new Error("no bin id"); // want: raisederror
  }
  return `bin ${id}`;
}

export async function lookupCrate(id: string): Promise<string> {
  if (!id) {
    // BAD: guardFirst catches its first callback, not the second, which runs this.
    throw new Error("no crate id"); // want: raisederror
  }
  return `crate ${id}`;
}

export async function lookupPallet(id: string): Promise<string> {
  if (!id) {
    // BAD: returnInTry returns the callback's promise from its try: the rejection leaves it.
    throw new Error("no pallet id"); // want: raisederror
  }
  return `pallet ${id}`;
}

export async function lookupDock(id: string): Promise<string> {
  if (!id) {
    // BAD: guardLater hands the callback to a timer, outside its try.
    throw new Error("no dock id"); // want: raisederror
  }
  return `dock ${id}`;
}

export async function lookupAisle(id: string): Promise<string> {
  if (!id) {
    // FINE: guardRemoteCached, of another module, hands it to guardRemote, which answers it.
    throw new Error("no aisle id");
  }
  return `aisle ${id}`;
}

export async function lookupRow(id: string): Promise<string> {
  if (!id) {
    // FINE: localRemote hands it to guardRemote, of another module, which answers it.
    throw new Error("no row id");
  }
  return `row ${id}`;
}

export async function lookupBay(id: string): Promise<string> {
  if (!id) {
    // BAD: rethrowRemote's catch throws it on.
    throw new Error("no bay id"); // want: raisederror
  }
  return `bay ${id}`;
}

export async function lookupGate(id: string): Promise<string> {
  if (!id) {
    // BAD: guardWarmed runs it once outside guardRemote's try too.
    throw new Error("no gate id"); // want: raisederror
  }
  return `gate ${id}`;
}

export async function lookupLoft(id: string): Promise<string> {
  if (!id) {
    // FINE: the loft tool's guarded is wiring's, which hands it on to guardRemote.
    throw new Error("no loft id");
  }
  return `loft ${id}`;
}

export async function lookupYard(id: string): Promise<string> {
  if (!id) {
    // BAD: the yard tool's passOn hands it to rethrowRemote, whose catch throws it on.
    throw new Error("no yard id"); // want: raisederror
  }
  return `yard ${id}`;
}

export async function lookupHatch(id: string): Promise<string> {
  if (!id) {
    // FINE: the hatch tool hands its callback to labelledRemote as the label, which is only
    // written into a log line: the callback never runs (and had it, the try would answer).
    throw new Error("no hatch id");
  }
  return `hatch ${id}`;
}

export async function lookupRamp(id: string): Promise<string> {
  if (!id) {
    // FINE: the ramp tool's callback lands in labelled's label, which it never calls.
    throw new Error("no ramp id");
  }
  return `ramp ${id}`;
}

export async function lookupStamp(id: string): Promise<string> {
  if (!id) {
    // BAD: stampedRemote calls its first parameter, before its try, when it is a function.
    throw new Error("no stamp id"); // want: raisederror
  }
  return `stamp ${id}`;
}

export async function lookupKiosk(id: string): Promise<string> {
  if (!id) {
    // BAD: stamped calls its first parameter, outside its try, when it is a function.
    throw new Error("no kiosk id"); // want: raisederror
  }
  return `kiosk ${id}`;
}

export async function lookupBerth(id: string): Promise<string> {
  if (!id) {
    // FINE: queuedRemote calls it in its job's try, whose catch answers.
    throw new Error("no berth id");
  }
  return `berth ${id}`;
}

export async function lookupQuay(id: string): Promise<string> {
  if (!id) {
    // BAD: queuedRewrap calls it in its job's try, whose catch throws it on.
    throw new Error("no quay id"); // want: raisederror
  }
  return `quay ${id}`;
}
