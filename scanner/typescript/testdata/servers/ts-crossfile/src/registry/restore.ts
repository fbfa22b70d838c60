// The restore tool's handler object: it answers its own failures.
export class RestoreHandler {
  async handle(args: any) {
    try {
      if (typeof args?.id !== "string") {
        // FINE: caught below and answered with an isError result.
        throw new Error("id is required");
      }
      return { content: [{ type: "text" as const, text: `restored ${args.id}` }] };
    } catch (error) {
      return { content: [{ type: "text" as const, text: `Restore failed: ${error}` }], isError: true }; // want: errorresult
    }
  }
}
