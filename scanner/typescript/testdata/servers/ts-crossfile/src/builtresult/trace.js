// A tracing wrapper that hands back what the handler returns.
function traced(name, handler) {
  return async function tracedHandler(args) {
    const started = Date.now();
    const result = await handler(args);
    console.error(`${name} took ${Date.now() - started} ms`);
    return result;
  };
}

module.exports = { traced };
