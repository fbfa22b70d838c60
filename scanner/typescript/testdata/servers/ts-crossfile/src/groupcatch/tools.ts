// Tools registered through the registerTool of a base class of groups.ts.
import { z } from "zod";
import { BareGroup, CaughtGroup, LoudGroup } from "./groups.js";

export class LockerTools extends CaughtGroup {
  register(): void {
    this.registerTool("open-locker", "Open a locker", async (args) => this.openLocker(args.id));
    this.registerTool("list-lockers", "List the lockers", async () => this.listLockers());
  }

  private async openLocker(id: string): Promise<string> {
    if (!id.startsWith("L")) {
      // FINE: CaughtGroup.registerTool's catch answers what this throws.
      throw new Error(`not a locker: ${id}`);
    }
    return this.vault.open(id);
  }

  private async listLockers(): Promise<string[]> {
    const ids = ["L1", "L2"];
    if (ids.length === 0) {
      // FINE: as above.
      throw new Error("no lockers");
    }
    return ids;
  }
}

export class ShedTools extends BareGroup {
  register(): void {
    this.registerTool("seal-shed", "Seal the shed", async (args) => this.sealShed(args.id));
  }

  private async sealShed(id: string): Promise<string> {
    if (id === "") {
      // BAD: BareGroup runs the callback outside any try: the SDK turns this into an isError result.
      throw new Error("shed id is empty"); // want: raisederror
    }
    await this.vault.seal(id);
    return "sealed";
  }
}

export class BarnTools extends LoudGroup {
  register(): void {
    this.registerTool("count-barn", "Count the barn", async () => this.count());
  }

  private async count(): Promise<number> {
    if (Date.now() < 0) {
      // BAD: LoudGroup's catch throws a new error: it leaves the tool.
      throw new Error("the clock is broken"); // want: raisederror related=46,46
    }
    return 3;
  }
}
