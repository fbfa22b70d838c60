// Fine: an older handler of the same name as dim.ts's, reached only by the spare records.
export async function dimLamp(params: { level?: number } = {}) {
  if (params.level === undefined) {
    return { status: "error", message: "Level is required" };
  }
  return { status: "success" };
}
