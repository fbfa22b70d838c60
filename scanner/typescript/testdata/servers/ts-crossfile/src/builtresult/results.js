// Result helpers of the project, in CommonJS: an isError result, and a parser that hands one
// back in an error member for its caller to return as it is.
function textErr(text) {
  return { content: [{ type: "text", text }], isError: true }; // want: errorresult
}

function textOk(text) {
  return { content: [{ type: "text", text }] };
}

function parseIds(raw) {
  try {
    const ids = JSON.parse(raw);
    return { ids: Array.isArray(ids) ? ids : [ids] };
  } catch {
    return { error: textErr("ids must be a JSON array") };
  }
}

function parseNames(raw) {
  try {
    return { names: JSON.parse(raw) };
  } catch (e) {
    return { error: `names must be JSON: ${e.message}` }; // the failure export_ledger returns
  }
}

module.exports = { textErr, textOk, parseIds, parseNames };
