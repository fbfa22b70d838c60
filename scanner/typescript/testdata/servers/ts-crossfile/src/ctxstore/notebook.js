// The notes the tools read and change, kept by one instance the entry point makes.
export class NoteBook {
  constructor(dir) {
    this.dir = dir;
    this.notes = new Map();
  }

  open(id) {
    const note = this.notes.get(id);
    if (!note) throw new Error(`No note ${id} in ${this.dir}`); // want: raisederror related=src/ctxstore/tools.js:8,src/ctxstore/tools.js:9
    return note;
  }

  remove(id) {
    if (!this.notes.delete(id)) throw new Error(`Cannot remove note ${id}: it does not exist`); // want: raisederror related=src/ctxstore/tools.js:12,src/ctxstore/tools.js:13
  }

  archive(id) {
    // FINE: the only tool that archives answers the throw itself.
    if (!this.notes.has(id)) throw new Error(`Cannot archive note ${id}`);
  }

  rename(id, title) {
    // FINE: only a function that rebinds its parameter before it reads the book calls rename.
    if (!title) throw new Error(`A new title for ${id} is required`);
  }
}
