// Helpers that test what their tools' schemas already decided.
export async function listJobs(args) {
  const { state = "OPEN", type = "short", owner } = args;
  if (state && !["OPEN", "DONE", "ALL"].includes(state)) {
    return { content: [{ type: "text", text: "Invalid state - must be OPEN, DONE or ALL" }] }; // dead: the enum allows only these
  }
  const kinds = ["short", "long"];
  if (!kinds.includes(type)) {
    return { content: [{ type: "text", text: "Invalid type - must be short or long" }] }; // dead: handed on under another name
  }
  if (owner && !["ann", "bob"].includes(owner)) {
    return { content: [{ type: "text", text: "Invalid owner - must be ann or bob" }] }; // want: softerror lang=javascript
  }
  return { content: [{ type: "text", text: "jobs" }] };
}

export async function listTags({ state }) {
  if (!["OPEN", "DONE"].includes(state)) {
    return { content: [{ type: "text", text: "Invalid state - must be OPEN or DONE" }] }; // want: softerror lang=javascript
  }
  return { content: [{ type: "text", text: "tags" }] };
}

export async function listNotes(args) {
  const { state } = args;
  if (!["OPEN", "DONE"].includes(state)) {
    return { content: [{ type: "text", text: "Invalid state - must be OPEN or DONE" }] }; // want: softerror lang=javascript
  }
  return { content: [{ type: "text", text: "notes" }] };
}

export async function listRuns(args) {
  const { mode, label } = args;
  if (!["fast", "slow"].includes(mode)) {
    return { content: [{ type: "text", text: "Invalid mode - must be fast or slow" }] }; // dead: the enum allows only these
  }
  if (!["a", "b"].includes(label)) {
    return { content: [{ type: "text", text: "Invalid label - must be a or b" }] }; // want: softerror lang=javascript
  }
  return { content: [{ type: "text", text: "runs" }] };
}
