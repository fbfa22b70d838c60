// FINE: the server imports this module through a specifier it computes (import(process.env...)),
// which names no module the scan can tell.
export async function run(args: Record<string, unknown>) {
  if (!args.name) {
    throw new Error("plugin name is required");
  }
  return { content: [{ type: "text" as const, text: `ran ${String(args.name)}` }] };
}
