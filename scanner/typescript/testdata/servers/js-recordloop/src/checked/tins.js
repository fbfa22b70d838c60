const tins = [];

export async function countTinsHandler(params = {}) {
  if (!params.shelf) {
    return { status: "error", message: "Shelf is required" }; // fine: the callback sets isError for it
  }
  return { status: "success", count: tins.length };
}
