// Reads isError too, and throws, but no tool reaches it.
export function checkResult(res: { isError?: boolean }) {
  if (res.isError) {
    throw new Error("the upstream tool failed");
  }
}
