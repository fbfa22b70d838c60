// Helpers of a French-language booking server (lodging-tools.mjs): each answers with an object
// whose ok member says whether the call worked, and the summary a tool shows.

export async function findSuite(id) {
  const suites = await fetch("https://lodging.example/suites").then((r) => r.json());
  const suite = suites.find((s) => s.id === id);
  if (!suite) {
    return { ok: false, summary: `Suite ${id} introuvable.` };
  }
  return { ok: true, suite, summary: `Suite ${suite.name}` };
}

export async function nightsFree(from, to) {
  if (to <= from) {
    return { ok: false, range: { from, to }, summary: "La date de départ doit suivre l'arrivée." };
  }
  const rows = await fetch(`https://lodging.example/free?from=${from}&to=${to}`).then((r) => r.json());
  return { ok: true, rows, summary: `${rows.length} nuits`, humanReadable: `Oui : ${rows.length} nuits libres.` };
}

export async function quote(id) {
  let payload;
  try {
    payload = await fetch(`https://lodging.example/quote/${id}`).then((r) => r.json());
  } catch (e) {
    return { ok: false, notes: { ERROR: e.message } };
  }
  return { ok: Boolean(payload.status), total: payload.total, notes: payload.notes };
}

// Every return says it worked: its value carries no failure.
export async function suiteCount() {
  const suites = await fetch("https://lodging.example/suites").then((r) => r.json());
  return { ok: true, count: suites.length, summary: `${suites.length} suites` };
}
