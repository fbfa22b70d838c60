export async function dimLamp(params: { level?: number } = {}) {
  if (params.level === undefined) {
    return { status: "error", message: "Level is required" }; // want: softerror related=src/recordloop/lamp/index.ts:4,src/recordloop/lamp/index.ts:4,src/recordloop/server.ts:13,src/recordloop/server.ts:14,src/recordloop/server.ts:15,src/recordloop/server.ts:17
  }
  return { status: "success", level: params.level };
}
