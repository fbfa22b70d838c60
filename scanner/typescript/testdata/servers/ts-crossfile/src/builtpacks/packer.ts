// A packer the client picks per call: its own, or one for another sender.
export class Packer {
  constructor(private readonly sender: string) {}

  pack(parts: string[], label: string): string {
    if (label.includes("|")) {
      throw new Error(`Label ${label} may not hold '|'`); // want: raisederror related=src/builtpacks/tools.ts:8,src/builtpacks/tools.ts:9,src/builtpacks/client.ts:16
    }
    return `${this.sender}|${label}|${parts.join(",")}`;
  }

  seal(label: string): string {
    // FINE: the client reaches seal only through a method that declares no return type.
    if (label === "") {
      throw new Error("A seal label is required");
    }
    return `${this.sender}:${label}`;
  }
}
