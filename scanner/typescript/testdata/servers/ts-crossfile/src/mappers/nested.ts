// A tool whose call sits in an inner try that passes some failures on unchanged, inside a try
// whose catch hands them to answerHttp, which answers HTTP failures only.
import { answerHttp } from "./errors.js";

async function send(path: string): Promise<unknown> {
  const res = await fetch(`https://desk.example${path}`, { method: "POST" });
  if (res.status === 410) {
    // BAD: not flagged isHttpError; the inner catch passes it on and answerHttp throws it again.
    throw { status: 410, message: "gone", isHttpError: false }; // want: protocolerror function=send
  }
  if (!res.ok) {
    // FINE: flagged isHttpError; the inner catch passes it on unchanged and answerHttp answers it.
    throw { isHttpError: true, status: res.status };
  }
  return res.json();
}

export async function moveNote(args: { id?: string; to?: string }) {
  try {
    try {
      await send(`/notes/${args.id}/move?to=${args.to}`);
    } catch (e: any) {
      if (e?.status !== 204) throw e;
    }
    return { content: [{ type: "text" as const, text: `moved ${args.id}` }] };
  } catch (error) {
    return answerHttp(error, "moveNote");
  }
}
