// A tool function of the table in tools.ts that answers its own failures.
export async function pingHost(args: any) {
  const host = typeof args?.host === "string" ? args.host : "";
  if (host === "") {
    return { content: [{ type: "text" as const, text: "host is required" }], isError: true }; // want: errorresult
  }
  return { content: [{ type: "text" as const, text: `pong from ${host}` }] };
}
