// Functions that build whole tool results, a failure with isError.
export async function runReport(id: string) {
  if (!id) {
    return { isError: true, content: [{ type: "text" as const, text: "No report id given" }] }; // want: errorresult shape=prose-only
  }
  return { content: [{ type: "text" as const, text: `Report ${id} ready` }] };
}

export async function listReports() {
  return { content: [{ type: "text" as const, text: "daily, weekly" }] };
}
