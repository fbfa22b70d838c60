// A base class whose checks subclasses in other modules inherit.
export class BaseHandler {
  protected requireName(name: string): void {
    if (!name) {
      throw new Error("tool name is required"); // want: protocolerror function=requireName related=src/subhandler.ts:9,src/subhandler.ts:10
    }
  }
}
