// A client that builds its packs through the packer a method of its own picks.
import { Packer } from "./packer.js";

export class PackClient {
  private readonly own = new Packer("self");

  private packerFor(sender: string): Packer {
    return sender === "" ? this.own : new Packer(sender);
  }

  private anyPacker(sender: string) {
    return sender === "" ? this.own : { seal: (label: string) => `${sender}/${label}` };
  }

  send(parts: string[], label: string, sender = ""): string {
    return this.packerFor(sender).pack(parts, label);
  }

  close(label: string, sender = ""): string {
    return this.anyPacker(sender).seal(label);
  }
}
