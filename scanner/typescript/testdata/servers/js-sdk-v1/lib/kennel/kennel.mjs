// A class declared, then exported by default at the end of its module.
class Kennel {
  constructor(dir) {
    this.dir = dir;
    this.open = false;
  }

  ensureOpen() {
    if (!this.open) {
      // BAD: the count tool calls this, through the factory's shorthand member, outside any try.
      throw new Error("Kennel is closed: run kennelctl open first"); // want: raisederror outcome=iserror lang=javascript
    }
  }

  count() {
    return 3;
  }
}

export default Kennel;
