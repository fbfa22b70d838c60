// An example tool a reader can copy; not part of the server.
export function exampleTool() {
  return { isError: true, content: [{ type: "text", text: "example failure" }] };
}
