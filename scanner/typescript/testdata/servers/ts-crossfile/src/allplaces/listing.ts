// Listing jobs that the allplaces server's fourth handler calls: ten functions that each rewrap
// what one shared function, runTool, throws.
export function runTool(args: string[]) {
  if (args.length === 0) {
    throw new Error("no arguments");
  }
  return `ran with ${args.length} arguments`;
}

export async function listPods() {
  try {
    return runTool(["get", "pods"]);
  } catch (error: any) {
    throw new Error(`Failed to list pods: ${error.message}`);
  }
}

export async function listNodes() {
  try {
    return runTool(["get", "nodes"]);
  } catch (error: any) {
    throw new Error(`Failed to list nodes: ${error.message}`);
  }
}

export async function listServices() {
  try {
    return runTool(["get", "services"]);
  } catch (error: any) {
    throw new Error(`Failed to list services: ${error.message}`);
  }
}

export async function listSecrets() {
  try {
    return runTool(["get", "secrets"]);
  } catch (error: any) {
    throw new Error(`Failed to list secrets: ${error.message}`);
  }
}

export async function listVolumes() {
  try {
    return runTool(["get", "volumes"]);
  } catch (error: any) {
    throw new Error(`Failed to list volumes: ${error.message}`);
  }
}

export async function listJobs() {
  try {
    return runTool(["get", "jobs"]);
  } catch (error: any) {
    throw new Error(`Failed to list jobs: ${error.message}`);
  }
}

export async function listEvents() {
  try {
    return runTool(["get", "events"]);
  } catch (error: any) {
    throw new Error(`Failed to list events: ${error.message}`);
  }
}

export async function listIngresses() {
  try {
    return runTool(["get", "ingresses"]);
  } catch (error: any) {
    throw new Error(`Failed to list ingresses: ${error.message}`);
  }
}

export async function listNamespaces() {
  try {
    return runTool(["get", "namespaces"]);
  } catch (error: any) {
    throw new Error(`Failed to list namespaces: ${error.message}`);
  }
}

export async function listQuotas() {
  try {
    return runTool(["get", "quotas"]);
  } catch (error: any) {
    throw new Error(`Failed to list quotas: ${error.message}`);
  }
}
