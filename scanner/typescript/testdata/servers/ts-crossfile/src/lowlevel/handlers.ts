// Handlers that the low-level server calls by tool name: each is that tool's body.
declare const sessions: Map<string, { stop(): boolean }>;

export async function handleTerminate(args: unknown) {
  const pid = String((args as { pid?: string })?.pid ?? "");
  const session = sessions.get(pid);
  if (!session) {
    // BAD: the dispatcher returns this as the terminate tool's success.
    return { content: [{ type: "text" as const, text: `Failed to terminate ${pid}: no such session` }] }; // want: softerror related=src/lowlevel/server.ts:14
  }
  session.stop();
  return { content: [{ type: "text" as const, text: `terminated ${pid}` }] };
}

export async function sessionCount() {
  return sessions.size;
}

// FINE: exported but no tool's handler.
export async function describeSessions() {
  if (sessions.size === 0) {
    return { content: [{ type: "text" as const, text: "Error: nothing to describe" }] };
  }
  return { content: [{ type: "text" as const, text: [...sessions.keys()].join(", ") }] };
}
