// Each operation returns an output object, and its formatter answers the output's success flag.
declare const store: {
  drop(name: string): Promise<void>;
  rename(from: string, to: string): Promise<{ acknowledged: boolean }>;
  exists(name: string): Promise<boolean>;
};

export interface Output {
  success: boolean;
  name: string;
  preview?: boolean;
}

// Every return sets success: true; its failures throw.
export async function executeDrop(name: string, confirm: boolean): Promise<Output> {
  if (!(await store.exists(name))) {
    throw new Error(`Table '${name}' does not exist`);
  }
  if (!confirm) {
    return { success: true, name, preview: true };
  }
  await store.drop(name);
  return { success: true, name, preview: false };
}

export function formatDrop(output: Output): string {
  if (output.preview) {
    return `Would drop '${output.name}': call again with confirm: true`;
  }
  if (output.success) {
    return `✅ Dropped '${output.name}'`;
  }
  return `❌ Failed to drop '${output.name}'`; // runs only for success: false
}

// success comes from the store's answer, which may be false.
export async function executeRename(name: string, to: string): Promise<Output> {
  const result = await store.rename(name, to);
  return { success: result.acknowledged, name };
}

export function formatRename(output: Output): string {
  if (output.success) {
    return `✅ Renamed '${output.name}'`;
  } else {
    return `❌ Failed to rename '${output.name}'`;
  }
}

// A failure text under no test of the flag.
export function formatPurge(output: Output): string {
  if (output.name.length === 0) {
    return `❌ Failed to purge: no table named`;
  }
  return output.success ? `✅ Purged '${output.name}'` : `Purge of '${output.name}' pending`;
}
