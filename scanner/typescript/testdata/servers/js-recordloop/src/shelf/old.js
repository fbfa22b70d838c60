// Fine: a handler of the same name as the kettle's, in a module nothing imports: never a tool.
export async function boilHandler(params = {}) {
  if (!params.litres) {
    return { status: "error", message: "Litres are required" };
  }
  return { status: "success" };
}
