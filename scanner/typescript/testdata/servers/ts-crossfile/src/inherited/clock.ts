// A class a base class builds in a field initializer.
export class Clock {
  tick(step: number): number {
    if (step <= 0) {
      throw new RangeError("step must be positive"); // want: raisederror related=src/inherited/tools.ts:26,src/inherited/tools.ts:27
    }
    return step;
  }
}

// A class the subclass's own field holds: the subclass's declaration wins over the base's.
export class Ledger {
  write(line: string): string {
    if (!line) {
      throw new Error("empty line"); // want: raisederror related=src/inherited/tools.ts:43,src/inherited/tools.ts:45
    }
    return line;
  }
}

// A class a base class of the tools' own file holds.
export class Meter {
  read(unit: string): number {
    if (unit !== "kg") {
      throw new Error(`unknown unit ${unit}`); // want: raisederror related=src/inherited/tools.ts:73,src/inherited/tools.ts:74
    }
    return 1;
  }
}
