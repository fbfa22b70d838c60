// Replies every tool module builds its answers with.
export function textReply(text) {
  return { content: [{ type: "text", text }] };
}

export function failureReply(error) {
  const detail = error instanceof Error ? error.message : error;
  return textReply(`Failed: ${detail}`); // want: softerror related=3,src/server.js:14,src/registry/shelf.js:17,src/registry/shelf.js:22,src/tools/removeWidget.js:22,src/tools/tagWidget.js:22
}
