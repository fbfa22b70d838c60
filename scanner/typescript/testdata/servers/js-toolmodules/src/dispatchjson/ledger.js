// The ledger tools: only a dispatcher that tests the value for a failure looks them up.
export async function addEntry(args) {
  if (!args.amount) {
    // FINE: the dispatcher answers a failure with isError.
    return { success: false, error: "amount is required" };
  }
  return { success: true };
}

export const ledgerHandlers = {
  add_entry: async (args) => addEntry(args),
};
