// A class exported by default where it is declared.
export default class Groomer {
  constructor(kennel) {
    this.kennel = kennel;
  }

  async book(day) {
    if (!day) {
      // BAD: the book tool calls this, through the factory's `groomer: new Groomer()`, outside any try.
      throw new Error("day is required, as YYYY-MM-DD"); // want: raisederror outcome=iserror lang=javascript
    }
    return { day };
  }

  async cancel(day) {
    // FINE: the cancel tool calls this inside a try whose catch answers.
    throw new Error(`no booking on ${day}`);
  }
}
