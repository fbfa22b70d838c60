// A context object a factory of another module builds, handed down through registering
// functions of modules that hold no registration of their own.
import { makeShelfContext } from "./context.js";
import { makeQuietContext } from "./quietcontext.js";
import { registerAll } from "./register.js";
import { registerQuiet } from "./quiet.js";

export function buildServer(server: unknown, dir: string | null) {
  const ctx = makeShelfContext(dir);
  registerAll(server, ctx);
  const quiet = makeQuietContext();
  registerQuiet(server, quiet);
}
