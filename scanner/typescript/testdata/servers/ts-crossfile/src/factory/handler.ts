// Factories of tools/call handlers: server.ts registers the handler that each builds.
declare const ledger: { entry(id: string): Promise<string> };

// BAD: the built handler's catch reports the failure as a success.
export function ledgerHandler(source: typeof ledger) {
  return async (request: { params: { arguments?: Record<string, unknown> } }) => {
    try {
      return { content: [{ type: "text", text: await source.entry(String(request.params.arguments?.id)) }] };
    } catch (err) {
      return { content: [{ type: "text", text: JSON.stringify({ error: String(err) }) }] }; // want: softerror related=src/factory/server.ts:9
    }
  };
}

// FINE: the built handler sets isError.
export function flaggedLedgerHandler(source: typeof ledger) {
  return async (request: { params: { arguments?: Record<string, unknown> } }) => {
    try {
      return { content: [{ type: "text", text: await source.entry(String(request.params.arguments?.id)) }] };
    } catch (err) {
      return { content: [{ type: "text", text: JSON.stringify({ error: String(err) }) }], isError: true }; // want: errorresult
    }
  };
}

// FINE: built, but no file registers it.
export function unusedLedgerHandler(source: typeof ledger) {
  return async (id: string) => {
    try {
      return { content: [{ type: "text", text: await source.entry(id) }] };
    } catch (err) {
      return { content: [{ type: "text", text: JSON.stringify({ error: String(err) }) }] };
    }
  };
}

// FINE: returns a result, not a handler: what server.ts registers is no function.
export function ledgerSummary(id: string) {
  try {
    return { content: [{ type: "text", text: id }] };
  } catch (err) {
    return { content: [{ type: "text", text: JSON.stringify({ error: String(err) }) }] };
  }
}
