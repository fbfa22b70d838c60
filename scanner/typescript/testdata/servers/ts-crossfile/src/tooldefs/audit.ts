// Tool objects of tables that no registration iterates: a table that is never registered, and
// one that a startup loop runs outside any tool.
export const auditTool = {
  name: "audit",
  description: "Audit the ledger",
  inputSchema: {},
  handler: async () => {
    // FINE: no tool runs this handler.
    throw new Error("audit is not available");
  },
};

export const warmTool = {
  name: "warm",
  description: "Warm the caches",
  inputSchema: {},
  handler: async () => {
    // FINE: only the startup loop of index.ts calls it, in no tool.
    throw new Error("cache is cold");
  },
};
