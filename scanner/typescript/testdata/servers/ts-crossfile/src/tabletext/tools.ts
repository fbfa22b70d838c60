// A tool table whose handlers answer through the module's own serializer, which wraps any
// value into a text content without isError: a handler that hands it an error object sends
// the failure as a success. server.ts registers each handler by its table path.
declare function rows(table: string): Promise<{ name: string }[]>;

function toText(data: unknown): { content: [{ type: "text"; text: string }] } {
  return { content: [{ type: "text", text: JSON.stringify(data, null, 2) }] };
}

export const tableTools = {
  describe: {
    description: "Describe a table",
    handler: async ({ table }: { table: string }) => {
      const columns = await rows(table);
      if (columns.length === 0) {
        return toText({ error: `Table '${table}' not found` }); // want: softerror related=src/tabletext/server.ts:10,src/tabletext/tools.ts:7
      }
      return toText(columns);
    },
  },
  // GOOD for the rule: an empty list is an answer, serialized as the successes are.
  list: {
    description: "List tables",
    handler: async ({ table }: { table: string }) => {
      const columns = await rows(table);
      if (columns.length === 0) {
        return toText([]);
      }
      return toText({ columns, count: columns.length });
    },
  },
};
