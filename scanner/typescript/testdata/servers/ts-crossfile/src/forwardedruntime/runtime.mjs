// Runtimes built by a factory and handed out as the members of the object it returns; each
// answers with the module's own helper, which wraps a value as text content without isError.
function content(value) {
  const text = typeof value === "string" ? value : JSON.stringify(value, null, 2);
  const result = { content: [{ type: "text", text }] };
  if (value && typeof value === "object" && !Array.isArray(value)) {
    result.structuredContent = value;
  }
  return result;
}

export function createRuntime(options = {}) {
  async function handleLookup(args = {}) {
    if (!args.id) {
      // BAD: the failure goes out as a success of the tool the forwarded runtime serves.
      return content({ status: "error", error: "Missing required field: id" }); // want: softerror
    }
    return content({ id: args.id, found: true });
  }

  async function callTool(name, args = {}) {
    if (name === "lookup") return await handleLookup(args);
    return { content: [{ type: "text", text: `Unknown tool: ${name}` }], isError: true }; // want: errorresult
  }

  return { callTool };
}

export function createCachedRuntime(options = {}) {
  const cache = new Map();

  async function answer(name, args = {}) {
    if (!cache.has(args.key)) {
      // BAD: the failure goes out as a success of the tool the defaulted runtime serves.
      return content({ status: "error", error: `Not cached: ${args.key}` }); // want: softerror
    }
    return content({ name, value: cache.get(args.key) });
  }

  // FINE: no handler calls probe, only callTool, of the runtime a server defaults to.
  async function probe() {
    return content({ status: "error", error: "Probe failed" });
  }

  return { callTool: answer, probe };
}
