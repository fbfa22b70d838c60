// Wrappers that resolve a seat and run a tool's body (desk.ts): withSeat throws its failures on,
// quietSeat answers them.
declare const seats: { find(user: string): Promise<string | undefined> };

export async function withSeat<T>(args: Record<string, string>, body: (seat: string) => Promise<T>): Promise<T> {
  try {
    const seat = await seats.find(args.user);
    return await body(seat ?? "default");
  } catch (e) {
    console.error("seat call failed", e);
    throw e; // want: protocolerror related=src/unawaitedcross/server.ts:10,src/unawaitedcross/server.ts:25,src/unawaitedcross/desk.ts:32
  }
}

export async function quietSeat(args: Record<string, string>, body: (seat: string) => Promise<unknown>) {
  try {
    const seat = await seats.find(args.user);
    return await body(seat ?? "default");
  } catch (e) {
    return { content: [{ type: "text" as const, text: `seat call failed: ${e}` }], isError: true }; // want: errorresult
  }
}
