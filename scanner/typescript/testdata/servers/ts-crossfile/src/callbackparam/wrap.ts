// Wrappers of another module that hand a client to a callback their signature types.
import { KilnClient } from "./kiln.js";

const kiln = new KilnClient();

export async function withRemoteKiln<T>(op: string, handler: (kiln: KilnClient) => Promise<T>): Promise<T> {
  try {
    return await handler(kiln);
  } catch (e) {
    throw new Error(`[${op}] ${String(e)}`); // want: raisederror
  }
}

export async function guardKiln(handler: (kiln: KilnClient) => Promise<string>) {
  try {
    return { content: [{ type: "text" as const, text: await handler(kiln) }] };
  } catch (e) {
    return { content: [{ type: "text" as const, text: `kiln: ${String(e)}` }], isError: true }; // want: errorresult
  }
}
