declare const disk: { exists(p: string): Promise<boolean>; isDir(p: string): Promise<boolean> };

export async function mustExist(p: string): Promise<void> {
  if (!(await disk.exists(p))) {
    // FINE: only guarded's tools call it, and guarded's catch answers the throw.
    throw new Error(`no such path: ${p}`);
  }
}

export async function mustBeFolder(p: string): Promise<void> {
  if (!(await disk.isDir(p))) {
    throw new Error(`not a folder: ${p}`); // want: raisederror shape=prose-only
  }
}
