// The base class of the handler classes: the methods runTool calls of it are reached through
// each subclass a registry's table names.
export abstract class BaseHandler {
  abstract runTool(args: any, session: string): Promise<any>;

  protected folderOf(session: string, name: string): string {
    if (!name) {
      throw new Error("the folder name is empty"); // want: raisederror
    }
    return `${session}/${name}`;
  }

  protected failWith(error: unknown): never {
    throw new Error(`notes service: ${error instanceof Error ? error.message : String(error)}`); // want: raisederror related=src/handlerclasses/registry.ts:59,src/handlerclasses/registry.ts:63,src/handlerclasses/server.ts:33,src/handlerclasses/handlers/list.ts:12
  }

  protected checkQuota(used: number) {
    if (used > 100) {
      // FINE: no handler calls it.
      throw new Error("quota exceeded");
    }
  }
}
