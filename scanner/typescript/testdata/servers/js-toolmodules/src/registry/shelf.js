// The registry: what a tool's handler throws is caught here and answered through the same
// helper as the tools' own catches.
import { failureReply } from "./replies.js";

class Shelf {
  constructor() {
    this.entries = new Map();
  }

  add(entry) {
    this.entries.set(entry.definition.name, entry);
  }

  async run(name, args, context) {
    const entry = this.entries.get(name);
    if (!entry) {
      return failureReply(`No tool named ${name}`);
    }
    try {
      return await entry.handler(args, context);
    } catch (error) {
      return failureReply(error);
    }
  }
}

export const shelf = new Shelf();
