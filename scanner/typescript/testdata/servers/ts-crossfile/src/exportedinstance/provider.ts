// A provider that holds the factory it is given in a typed field.
import type { GuideFactory } from "./factory.js";

export class GuideProvider {
  private readonly factory: GuideFactory;

  constructor(factory: GuideFactory) {
    this.factory = factory;
  }

  guideFor(code: string): string {
    return this.factory.pick(code);
  }
}
