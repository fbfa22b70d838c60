// An API helper that answers a failed request with text, and the helpers that hand what it gives
// back to a formatter that makes every value a successful result.
function asResult(payload: unknown) {
  let body = "";
  if (typeof payload === "string") {
    body = payload;
  } else {
    body = JSON.stringify(payload);
  }
  return { content: [{ type: "text", text: body }] };
}

function asFlagged(payload: unknown, failed: boolean) {
  return { content: [{ type: "text", text: String(payload) }], isError: failed }; // want: errorresult
}

async function request(token: string, path: string) {
  const res = await fetch(`https://api.invalid${path}`, { headers: { authorization: token } });
  if (!res.ok) return `Error fetching ${path}: status ${res.status}`;
  return await res.json();
}

async function listing(path: string) {
  // GOOD for the rule: no failure of its own; what fetch throws goes up.
  const res = await fetch(`https://api.invalid${path}`);
  return await res.json();
}

export async function requestResult(token: string, path: string) {
  try {
    const data = await request(token, path);
    return asResult(data); // want: softerror related=19,31,10,src/apihelper/server.ts:9,src/apihelper/server.ts:13
  } catch (e: any) {
    return asResult(`Error sending request: ${e.message}`); // want: softerror related=10,src/apihelper/server.ts:9,src/apihelper/server.ts:13
  }
}

// GOOD for the rule: the value is tested before it is formatted; the formatter sets the flag;
// the value comes from a function that answers no failure.
export async function checkedResult(token: string, path: string) {
  const data = await request(token, path);
  if (typeof data === "string" && data.startsWith("Error")) {
    return { content: [{ type: "text", text: data }], isError: true }; // want: errorresult
  }
  return asResult(data);
}

export async function flaggedResult(token: string, path: string) {
  const data = await request(token, path);
  return asFlagged(data, typeof data === "string");
}

export async function listingResult(path: string) {
  return asResult(await listing(path));
}
