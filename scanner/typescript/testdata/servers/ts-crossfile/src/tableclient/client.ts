// The API client every handler of the tool table calls: a failed request throws (an isError
// result for the McpServer tool of highlevel.ts, a JSON-RPC error behind server.ts).
export async function callApi(action: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const response = await fetch("http://localhost:8765", { method: "POST", body: JSON.stringify({ action, params }) });
  const data = (await response.json()) as { error?: string; result?: unknown };
  if (data.error) {
    throw new Error(`${action}: ${data.error}`); // want: raisederror related=src/tableclient/highlevel.ts:9,src/tableclient/highlevel.ts:11
  }
  return data.result;
}
