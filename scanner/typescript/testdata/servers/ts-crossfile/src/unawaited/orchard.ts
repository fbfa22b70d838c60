// A module of tool functions that a low-level handler awaits in a try whose catch rewraps what
// reaches it (rewrapserver.ts): each function catches its own failures, but a promise it returns
// from its try without await leaves that try, and its rejection reaches the handler's rewrap.
declare const api: { put(path: string, body?: unknown): Promise<{ ok: boolean; status: number }> };

export async function treeAction(op: string, tree: string) {
  try {
    switch (op) {
      case "prune":
        // BAD: prune is async: its rejection leaves this try unseen.
        return prune(tree);
      case "graft": {
        // BAD: the same through a const returned as it is.
        const grafted = graft(tree);
        return grafted;
      }
      case "water":
        // FINE: awaited, water's rejection reaches the catch below.
        return await water(tree);
      case "label":
        // FINE: label is not async: its throw is synchronous and caught below.
        return label(tree);
      default:
        throw new Error(`Unknown operation: ${op}`);
    }
  } catch (error) {
    return { content: [{ type: "text" as const, text: `Tree operation failed: ${error}` }] }; // want: softerror related=src/unawaited/rewrapserver.ts:15
  }
}

async function prune(tree: string) {
  const res = await api.put(`/trees/${tree}/prune`);
  if (!res.ok) {
    throw new Error(`prune failed: ${res.status}`);
  }
  return { content: [{ type: "text" as const, text: `pruned ${tree}` }] };
}

const graft = async (tree: string) => {
  const res = await api.put(`/trees/${tree}/graft`);
  if (!res.ok) {
    throw new Error(`graft failed: ${res.status}`);
  }
  return { content: [{ type: "text" as const, text: `grafted ${tree}` }] };
};

async function water(tree: string) {
  const res = await api.put(`/trees/${tree}/water`);
  if (!res.ok) {
    throw new Error(`water failed: ${res.status}`);
  }
  return { content: [{ type: "text" as const, text: `watered ${tree}` }] };
}

function label(tree: string) {
  if (tree.length > 40) {
    throw new Error("label too long");
  }
  return { content: [{ type: "text" as const, text: `labelled ${tree}` }] };
}
