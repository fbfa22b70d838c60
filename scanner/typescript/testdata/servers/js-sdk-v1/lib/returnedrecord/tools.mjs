// The tools of the shelf server, in JavaScript: a function builds the record, keyed by tool name,
// whose entries' handlers the low-level server (server.mjs) looks up and calls.
export function createShelfTools(store) {
  return {
    "shelve-book": {
      description: "Shelve a book",
      inputSchema: { type: "object" },
      handler: async (args) => {
        try {
          await store.put(args.isbn);
          return { content: [{ type: "text", text: `Shelved ${args.isbn}` }] };
        } catch (error) {
          // BAD: the server hands this back as the tool's success.
          return { content: [{ type: "text", text: `❌ Failed to shelve: ${error.message}` }] }; // want: softerror lang=javascript
        }
      },
    },
    "count-books": {
      description: "Count the books",
      inputSchema: { type: "object" },
      handler: async () => {
        try {
          return { content: [{ type: "text", text: String(await store.count()) }] };
        } catch (error) {
          return { content: [{ type: "text", text: `❌ Error: ${error.message}` }], isError: true }; // want: errorresult lang=javascript
        }
      },
    },
  };
}
