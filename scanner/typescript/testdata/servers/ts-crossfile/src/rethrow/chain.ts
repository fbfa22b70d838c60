// A chain of rewraps: listPods rewraps what runKubectl throws, which rewraps what spawnTool
// throws. A finding that names listPods' rewrap names the places behind it too.
export function spawnTool(cmd: string, args: string[]) {
  if (cmd === "") {
    throw new Error("no command given");
  }
  return `${cmd} with ${args.length} arguments`;
}

export function runKubectl(args: string[]) {
  try {
    return spawnTool("kubectl", args);
  } catch (error: any) {
    throw new Error(`kubectl failed: ${error.message}`);
  }
}

export async function listPods(ns: string) {
  try {
    return runKubectl(["get", "pods", "-n", ns]);
  } catch (error: any) {
    throw new Error(`Failed to list pods: ${error.message}`);
  }
}

// Its catch throws an error of its own, not the caught one: nothing behind it is named.
export async function listNodes() {
  try {
    return runKubectl(["get", "nodes"]);
  } catch {
    throw new Error("cannot list nodes");
  }
}

export function formatSelector(labels: string[]) {
  return labels.map((l) => `-l ${l}`);
}

// Its try calls only a function that throws nothing itself (its call of a library may throw):
// the rewrap is named, nothing behind it.
export async function listEvents(labels: string[]) {
  try {
    return formatSelector(labels);
  } catch (error: any) {
    throw new Error(`Failed to list events: ${error.message}`);
  }
}
