// softerror in a French-language server whose results carry an extra data member: the
// failure told by the result's own ok flag, by a helper's failure object, by a text picked on
// its success flag (OK / KO), and by a failure word of the language ("incomplète").
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { findSuite, nightsFree, quote, suiteCount } from "./lodging.mjs";

const mcp = new McpServer({ name: "lodging", version: "1.0.0" });

mcp.tool("lodging_free_nights", { from: z.string().optional(), to: z.string().optional() }, async (input) => {
  if (!input.from) {
    // BAD: the result's own data member says the call failed.
    return { content: [{ type: "text", text: "Il faut une date d'arrivée." }], data: { ok: false } }; // want: softerror lang=javascript
  }
  if (!input.to) {
    // BAD: "incomplète" (incomplete) in a guard is a failure word of the language.
    return { content: [{ type: "text", text: "Entrée incomplète : donne la date de départ." }] }; // want: softerror lang=javascript
  }
  const result = await nightsFree(input.from, input.to);
  const text = result.humanReadable ?? result.summary ?? "Calcul terminé.";
  // BAD: nightsFree's failure summary travels as the text, through the constant's fallbacks.
  return { content: [{ type: "text", text }], data: result }; // want: softerror lang=javascript related=lib/lodging.mjs:15
});

mcp.tool("lodging_quote", { id: z.number() }, async ({ id }) => {
  const data = await quote(id);
  const text = data.ok ? `Devis OK. Total : ${data.total}` : `Devis KO. ${JSON.stringify(data.notes ?? {})}`;
  // BAD: the text its success flag picks when the quote failed.
  return { content: [{ type: "text", text }], data }; // want: softerror lang=javascript
});

mcp.tool("lodging_suite", { id: z.number() }, async ({ id }) => {
  const data = await findSuite(id);
  if (!data.ok) {
    // BAD: the helper's summary says the suite is not there ("introuvable").
    return { content: [{ type: "text", text: data.summary ?? "Suite introuvable." }], data }; // want: softerror lang=javascript related=lib/lodging.mjs:8
  }
  return { content: [{ type: "text", text: data.summary }], data };
});

mcp.tool("lodging_suite_count", {}, async () => {
  const data = await suiteCount();
  const text = data.summary ?? "Aucune suite.";
  // FINE: suiteCount answers ok: true on every path.
  return { content: [{ type: "text", text }], data };
});

mcp.tool("lodging_suite_label", { id: z.number() }, async ({ id }) => {
  const data = await findSuite(id);
  if (!data.ok) {
    return { content: [{ type: "text", text: data.summary }], isError: true }; // want: errorresult lang=javascript
  }
  const label = data.suite.name ?? data.summary;
  // FINE: the failure left above with isError; this text is the found suite's.
  return { content: [{ type: "text", text: label }], data: { ok: true } };
});

mcp.tool("lodging_rename", { id: z.number(), name: z.string() }, async ({ id, name }) => {
  const renamed = await fetch(`https://lodging.example/suites/${id}`, { method: "PATCH", body: name }).then((r) => r.ok);
  // FINE: OK and KO stand on no branch of an outcome (the flag and the words are data).
  const text = `Suite ${id} : statut OK, ancien code KO-${id}`;
  // FINE: the data member's flag is computed: the text says which.
  return { content: [{ type: "text", text }], data: { ok: renamed } };
});

mcp.tool("lodging_ping_label", { on: z.boolean() }, async ({ on }) => {
  // FINE: OK on both branches, no KO: the option picks a word, no outcome.
  const text = on ? "Mode OK" : "Mode veille";
  return { content: [{ type: "text", text }], data: { ok: true } };
});
