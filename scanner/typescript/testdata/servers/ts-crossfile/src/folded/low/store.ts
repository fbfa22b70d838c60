// The store behind the low-level handler of server.ts: its counts come as an Option.
import type { Option } from "functype";

declare function counted(kind: string): Option<number>;

// BAD: the handler reaches getOrElse's callback, which runs at once and throws.
export function countOf(kind: string): number {
  return counted(kind).getOrElse(() => {
    throw new Error(`nothing counted for ${kind}`); // want: protocolerror related=src/folded/low/server.ts:13,src/folded/low/server.ts:39
  });
}
