export class Shed {
  unlock() {
    // FINE: the spare factory has two returns, so what its members hold is not told.
    throw new Error("the shed is locked");
  }
}

export class Walker {
  walk() {
    // FINE: a let destructured from the factory may be bound to anything later.
    throw new Error("no walker today");
  }
}
