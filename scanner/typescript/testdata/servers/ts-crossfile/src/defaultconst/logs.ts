// A const arrow the module exports by default: the importer's calls reach it.
type LogsParams = { id?: string; branch?: string };

const fetchLogs = async ({ id, branch }: LogsParams) => {
  if (!id && !branch) {
    throw new Error("either id or branch must be given"); // want: raisederror related=src/defaultconst/tool.ts:7,src/defaultconst/tool.ts:8
  }
  return `logs of ${id ?? branch}`;
};

const fetchOther = async (id: string) => {
  if (!id) {
    throw new Error("no id for other"); // FINE: not the default export, and no tool calls it by name
  }
  return id;
};

export { fetchOther };
export default fetchLogs;
