// A request runner whose catch answers only the errors it recognizes by their text, and the
// origins behind it. No needle: extracted because the tools' keys name it.

class NotReady extends Error {}

async function refresh(): Promise<string> {
  const res = await fetch("https://auth.example/refresh");
  if (!res.ok) {
    throw new Error("Failed to refresh access token. Run auth again."); // want: raisederror related=src/filtered/server.ts:5,src/filtered/server.ts:6,src/filtered/api.ts:17
  }
  return res.text();
}

// BAD: the filter answers JSON parse errors of empty bodies only; refresh's failure passes.
export async function withApi<T>(action: (token: string) => Promise<T>): Promise<T> {
  try {
    const token = await refresh();
    return await action(token);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (message.includes("Unexpected token") || /JSON/.test(message) || message === "empty") {
      return undefined as T;
    }
    throw error; // want: raisederror related=src/filtered/server.ts:5,src/filtered/server.ts:6
  }
}

async function load(): Promise<string> {
  const res = await fetch("https://api.example/load");
  if (res.status === 503) {
    throw new NotReady("warming up"); // FINE: answered by the class test below
  }
  return res.text();
}

// FINE for load's throw: a test of the error's class is no text test; which errors it answers
// the file cannot tell, and the catch handles them.
export async function withLoad(): Promise<string> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof NotReady) {
      return "";
    }
    throw error; // want: raisederror related=src/filtered/server.ts:9,src/filtered/server.ts:10
  }
}

async function save(): Promise<string> {
  const res = await fetch("https://api.example/save");
  if (!res.ok) {
    throw new Error(`save failed: ${res.status}`); // FINE: the catches below answer what they do not know
  }
  return res.text();
}

// FINE for save's throw: a negated test answers every other error.
export async function withSave(): Promise<string> {
  try {
    return await save();
  } catch (error) {
    if (!String(error).includes("retry")) {
      return "";
    }
    throw error; // want: raisederror related=src/filtered/server.ts:13,src/filtered/server.ts:14
  }
}

// FINE for save's throw: a return outside the text test.
export async function withSaveLogged(): Promise<string> {
  try {
    return await save();
  } catch (error) {
    if ((error as Error).message.startsWith("quota")) {
      throw error; // want: raisederror related=src/filtered/server.ts:17,src/filtered/server.ts:18
    }
    return "";
  }
}
