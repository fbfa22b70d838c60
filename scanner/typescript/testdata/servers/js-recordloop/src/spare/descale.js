export async function descaleHandler(params = {}) {
  if (!params.acid) {
    return { status: "error", message: "Acid is required" };
  }
  return { status: "success" };
}
