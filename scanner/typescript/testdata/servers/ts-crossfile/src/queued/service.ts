// The store behind the tools, reached through a member of a context object whose type the
// module declares.
import { Store } from "./store.js";

export interface Context {
  store: Store;
  label: Labeller;
}

interface Labeller {
  tag(id: string): Promise<void>;
}

export async function removeRow(id: string, context: Context) {
  await context.store.remove(id);
  return { content: [{ type: "text" as const, text: `removed ${id}` }] };
}

export async function renameRow(id: string, to: string, context: Context) {
  await context.store.rename(id, to);
  await context.label.tag(id); // an interface's method: no class of the root to follow
  return { content: [{ type: "text" as const, text: `renamed ${id}` }] };
}

export async function keepRow(id: string, context: Context) {
  await context.store.archive(id);
  await context.store.touch(id);
  await context.store.purge(id);
  return { content: [{ type: "text" as const, text: `kept ${id}` }] };
}
