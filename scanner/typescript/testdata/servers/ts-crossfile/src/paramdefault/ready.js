// Waits for the backend before a tool uses it; each step may be swapped by the caller.
export async function ensureReady({ backend = null, waitUntilReady = waitForBackend, settle = settleQuietly, probe = probeBackend } = {}) {
  if (await probeOnce(probe, backend)) return true;
  if (backend) await waitUntilReady({ backend });
  await settle(backend);
  return true;
}

async function probeOnce(probe, backend) {
  try {
    return await probe(backend);
  } catch {
    return false;
  }
}

async function waitForBackend({ backend }) {
  for (let i = 0; i < 3; i++) {
    if (await backend.ping()) return;
  }
  throw new Error("Timed out waiting for the backend to answer"); // want: raisederror related=src/paramdefault/tools.js:6,src/paramdefault/tools.js:7,src/paramdefault/ready.js:4
}

async function settleQuietly() {
  return undefined;
}

async function probeBackend(backend) {
  // FINE: the only call of the probe sits in a try whose catch answers.
  if (!backend) throw new Error("No backend to probe");
  return backend.ready === true;
}
