// A middleware runner that checks a result by the method it ran for: each check runs only in
// the cases of that method, and the method comes down from the callers as it is.
function assertList(method: string, result: unknown): void {
  if (!Array.isArray(result)) {
    // GOOD for the rule: only the tools/list case calls it, and no tool runs with that method.
    throw new TypeError(`${method} returned no array`);
  }
}

function assertEntries(method: string, result: unknown): void {
  if (!Array.isArray(result)) {
    // BAD: the list_resources tool runs the resources/list case.
    throw new TypeError(`${method} returned no entries`); // want: raisederror
  }
}

function assertContent(method: string, result: unknown): void {
  if (typeof result !== "object" || result === null) {
    throw new TypeError(`${method} returned no object`); // want: raisederror
  }
}

function assertPromptShape(result: unknown): void {
  if (typeof result !== "object") {
    // GOOD for the rule: it runs only for the prompt methods, which no tool passes.
    throw new TypeError("a prompt result must be an object");
  }
}

function assertResult(method: string, result: unknown): void {
  const checked = (() => {
    switch (method) {
      case "tools/call":
      case "prompts/get":
        assertContent(method, result);
        return true;
      case "tools/list":
        assertList(method, result);
        return true;
      case "resources/list":
        assertEntries(method, result);
        return true;
      default:
        return false;
    }
  })();
  if (method === "prompts/get" || method === "prompts/list") {
    assertPromptShape(result);
  }
  console.error(`checked ${method}: ${checked}`);
}

export async function runOperation(method: string, run: () => Promise<unknown>): Promise<unknown> {
  const result = await run();
  assertResult(method, result);
  return result;
}
