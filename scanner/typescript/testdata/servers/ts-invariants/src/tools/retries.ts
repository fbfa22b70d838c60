// Retry loops whose last iteration returns or throws on every path: the throw after such a
// loop never runs. A loop that may fall out (a break, a bound the caller gives, a guard that is
// true one iteration too late, a condition that may turn false) leaves it live.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const ATTEMPTS = 4;

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url);
  return res.text();
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export function registerRetryTools(server: McpServer) {
  server.registerTool("fetch_inclusive", {}, async () => {
    const RETRIES = 3;
    for (let i = 0; i <= RETRIES; i++) {
      try {
        return { content: [{ type: "text" as const, text: await fetchText("a") }] };
      } catch (e) {
        const transient = String(e).includes("503");
        if (!transient || i === RETRIES) {
          throw e; // want: raisederror
        }
        await pause(100 * i);
      }
    }
    throw new Error("retries exhausted"); // FINE: the last iteration throws in its catch
  });

  server.registerTool("fetch_exclusive", {}, async () => {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      try {
        return { content: [{ type: "text" as const, text: await fetchText("b") }] };
      } catch (e) {
        if (attempt < ATTEMPTS - 1) {
          await pause(50);
          continue;
        }
        throw e; // want: raisederror
      }
    }
    throw new Error("unreachable"); // FINE: continue only before the last attempt
  });

  server.registerTool("fetch_forever", {}, async () => {
    let delay = 10;
    while (true) {
      try {
        return { content: [{ type: "text" as const, text: await fetchText("c") }] };
      } catch (e) {
        if (delay > 1000) throw e; // want: raisederror
        await pause(delay);
        delay *= 2;
      }
    }
    throw new Error("gave up"); // FINE: while (true) with no break never falls out
  });

  server.registerTool("fetch_for_ever", {}, async () => {
    for (;;) {
      const text = await fetchText("d");
      if (text.length > 0) return { content: [{ type: "text" as const, text }] };
      await pause(10);
    }
    throw new Error("empty"); // FINE: for (;;) with no break never falls out
  });

  server.registerTool("fetch_off_by_one", {}, async () => {
    for (let i = 0; i < 3; i++) {
      try {
        return { content: [{ type: "text" as const, text: await fetchText("e") }] };
      } catch (e) {
        if (i === 3) throw e; // want: raisederror
        // (i stops at 2, so that throw never runs: a guard the scan does not judge)
        await pause(10);
      }
    }
    throw new Error("all attempts failed"); // want: raisederror
  });

  server.registerTool("fetch_break", {}, async () => {
    for (let i = 0; i < 3; i++) {
      try {
        return { content: [{ type: "text" as const, text: await fetchText("f") }] };
      } catch (e) {
        if (String(e).includes("404")) break; // falls out of the loop
        if (i === 2) throw e; // want: raisederror
      }
    }
    throw new Error("not found"); // want: raisederror
  });

  server.registerTool("fetch_while_cond", {}, async () => {
    let left = 3;
    while (left > 0) {
      try {
        return { content: [{ type: "text" as const, text: await fetchText("g") }] };
      } catch (e) {
        left--;
        if (left === 0) throw e; // want: raisederror
      }
    }
    throw new Error("no attempts left"); // want: raisederror
  });

  server.registerTool("fetch_written_counter", {}, async () => {
    for (let i = 0; i < 3; i++) {
      try {
        return { content: [{ type: "text" as const, text: await fetchText("h") }] };
      } catch (e) {
        if (String(e).includes("429")) i = 0; // starts over: the last attempt is not known
        else if (i === 2) throw e; // want: raisederror
      }
    }
    throw new Error("rate limited"); // want: raisederror
  });

  server.registerTool("fetch_never_runs", {}, async () => {
    for (let i = 3; i < 3; i++) {
      return { content: [{ type: "text" as const, text: await fetchText("i") }] };
    }
    throw new Error("no attempt"); // want: raisederror
  });
}

// A helper a tool calls: the throw after its loop is dead when the bound is a constant, live
// when the caller gives it.
async function withRetries<T>(action: () => Promise<T>): Promise<T> {
  const MAX = 2;
  for (let i = 0; i <= MAX; i++) {
    try {
      return await action();
    } catch (e) {
      if (i === MAX) throw e; // want: raisederror function=withRetries related=src/tools/retries.ts:157,src/tools/retries.ts:158
      await pause(10);
    }
  }
  throw new Error("An unknown error occurred"); // FINE: the last iteration throws
}

async function withAttempts<T>(action: () => Promise<T>, attempts: number): Promise<T> {
  for (let i = 0; i < attempts; i++) {
    try {
      return await action();
    } catch (e) {
      if (i === attempts - 1) throw e; // want: raisederror function=withAttempts related=src/tools/retries.ts:157,src/tools/retries.ts:159
    }
  }
  throw new Error("no attempts"); // want: raisederror function=withAttempts related=src/tools/retries.ts:157,src/tools/retries.ts:159
}

export function registerHelperRetryTools(server: McpServer) {
  server.registerTool("helper_retries", {}, async () => {
    const a = await withRetries(() => fetchText("j"));
    const b = await withAttempts(() => fetchText("k"), 0);
    return { content: [{ type: "text" as const, text: a + b }] };
  });
}

export function registerMoreRetryTools(server: McpServer) {
  server.registerTool("poll_switch", {}, async () => {
    while (true) {
      const state = await fetchText("l");
      switch (state) {
        case "pending":
          break; // leaves the switch, not the loop
        default:
          return { content: [{ type: "text" as const, text: state }] };
      }
      await pause(10);
    }
    throw new Error("stopped polling"); // FINE: the break leaves only the switch
  });

  server.registerTool("poll_break", {}, async () => {
    while (true) {
      try {
        const state = await fetchText("m");
        if (state === "gone") break;
        if (state !== "pending") return { content: [{ type: "text" as const, text: state }] };
      } catch (e) {
        await pause(10);
      }
    }
    throw new Error("the job is gone"); // want: raisederror
  });

  server.registerTool("retry_continue_always", {}, async () => {
    for (let i = 0; i < 3; i++) {
      try {
        return { content: [{ type: "text" as const, text: await fetchText("n") }] };
      } catch (e) {
        await pause(10);
        continue; // every attempt goes on, the last one out of the loop
      }
    }
    throw new Error("three failures"); // want: raisederror
  });

  server.registerTool("retry_closure_writes", {}, async () => {
    for (let i = 0; i < 3; i++) {
      try {
        return { content: [{ type: "text" as const, text: await fetchText("o") }] };
      } catch (e) {
        process.once("SIGHUP", () => {
          i = 0; // a closure may restart the count
        });
        if (i === 2) throw e; // want: raisederror
      }
    }
    throw new Error("restarted"); // want: raisederror
  });
}
