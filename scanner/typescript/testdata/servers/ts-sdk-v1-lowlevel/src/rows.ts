// A low-level handler whose try awaits same-file helpers that wrap a callback API in a promise:
// the one whose executor calls reject throws into the catch, whose rethrow is a protocol error
// that names the reject; the one that only resolves never does.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { CallToolRequestSchema } from "@modelcontextprotocol/sdk/types.js";

declare const db: { all(q: string, cb: (err: Error | null, rows: unknown[]) => void): void };

const server = new Server({ name: "rows", version: "1.0.0" }, { capabilities: { tools: {} } });

function allRows(query: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    db.all(query, (err, rows) => {
      if (err) {
        reject(err);
      } else {
        resolve(rows);
      }
    });
  });
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

server.setRequestHandler(CallToolRequestSchema, async (request) => {
  const query = String(request.params.arguments?.query ?? "");
  if (request.params.name === "read_rows") {
    try {
      const rows = await allRows(query);
      return { content: [{ type: "text", text: JSON.stringify(rows) }] };
    } catch (error) {
      throw new Error(`SQL error: ${String(error)}`); // want: protocolerror related=15
    }
  }
  try {
    await pause(10);
    return { content: [{ type: "text", text: "waited" }] };
  } catch (error) {
    // FINE: pause's promise never rejects, so this catch never runs.
    throw new Error(`wait failed: ${String(error)}`);
  }
});
