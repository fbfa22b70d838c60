// A CommonJS helper that builds the whole failure result.
function busy(host) {
  return { content: [{ type: "text", text: `Error: ${host} is busy, try again later` }] }; // want: softerror related=src/legacy.js:8
}

// FINE: it flags its result.
function gone(host) {
  return { content: [{ type: "text", text: `Host ${host} is gone` }], isError: true }; // want: errorresult
}

module.exports = { busy, gone };
