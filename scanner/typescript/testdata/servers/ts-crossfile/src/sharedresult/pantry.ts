// Tool functions that answer their failures with a { success: false, error } object: the
// dispatcher in server.ts serializes whatever they give back into one shared result.
declare function fetchShelf(id: string): Promise<{ items: string[] }>;
declare function putShelf(id: string, item: string): Promise<void>;

export interface Outcome {
  success: boolean;
  items?: string[];
  error?: { kind: string; message: string };
}

export async function readShelf(args: { id: string }): Promise<Outcome> {
  try {
    const shelf = await fetchShelf(args.id);
    return { success: true, items: shelf.items };
  } catch (e) {
    return { success: false, error: { kind: "network", message: (e as Error).message } };
  }
}

export async function stockShelf(args: { id: string; item: string }): Promise<Outcome> {
  if (!args.item) {
    return { success: false, error: { kind: "validation", message: "an item is required" } };
  }
  try {
    await putShelf(args.id, args.item);
    return { success: true };
  } catch (e) {
    return { success: false, error: { kind: "network", message: String(e) } };
  }
}

export async function countShelf(args: { id: string }): Promise<Outcome> {
  // GOOD for the rule: no failure object; what it throws reaches the dispatcher's catch.
  const shelf = await fetchShelf(args.id);
  return { success: true, items: [String(shelf.items.length)] };
}
