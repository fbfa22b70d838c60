// A handler class the registry does not hold.
export class PurgeHandler {
  async handle(args: any) {
    if (!args?.confirm) {
      // FINE: no tool reaches this handle: the registry holds no PurgeHandler.
      throw new Error("confirm is required");
    }
    return { content: [{ type: "text" as const, text: "purged" }] };
  }

  describe() {
    return "removes every archive";
  }
}
