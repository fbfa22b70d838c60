// Tools whose catches hand failures to answerHttp, which answers HTTP failures only.
import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { answerHttp } from "./errors.js";

async function get(path: string): Promise<unknown> {
  const res = await fetch(`https://desk.example${path}`);
  if (!res.ok) {
    // FINE: flagged isHttpError, which answerHttp answers.
    throw { isHttpError: true, status: res.status };
  }
  return res.json();
}

function resolveRef(ref: string): string {
  if (!/^[a-z]+$/.test(ref)) {
    // BAD: not flagged isHttpError, so answerHttp throws it again.
    throw { status: 404, message: `cannot resolve ${ref}`, isHttpError: false }; // want: protocolerror function=resolveRef related=src/mappers/server.ts:17,src/mappers/server.ts:20,src/mappers/http.ts:28,src/mappers/errors.ts:33
  }
  return ref;
}

export async function editNote(args: { id?: string; text?: string }) {
  try {
    if (args.text === undefined) {
      // BAD: an McpError has no isHttpError, so answerHttp throws it again.
      throw new McpError(ErrorCode.InvalidParams, "edit requires text"); // want: protocolerror function=editNote related=src/mappers/errors.ts:33,src/mappers/server.ts:17,src/mappers/server.ts:20
    }
    const ref = resolveRef(args.id ?? "");
    return { content: [{ type: "text" as const, text: JSON.stringify(await get(`/notes/${ref}`)) }] };
  } catch (error) {
    return answerHttp(error, "editNote");
  }
}

class NoteError extends Error {
  isHttpError = true;
}

export async function dropNote(args: { id?: string }) {
  try {
    if (!args.id) {
      // FINE for the rule: a class of the root, whose properties the file does not weigh.
      throw new NoteError("id is required");
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(await get(`/notes/${args.id}/drop`)) }] };
  } catch (error) {
    return answerHttp(error, "dropNote");
  }
}

export async function lockNote(args: { id?: string; force?: boolean }) {
  try {
    if (!args.id) {
      // BAD: no status, so the catch's 409 test misses it and answerHttp throws it again.
      throw new McpError(ErrorCode.InvalidParams, "id is required"); // want: protocolerror function=lockNote
    }
    if (!args.force) {
      // FINE: the catch answers a status of 409 itself.
      throw { status: 409, message: "locked by someone else" };
    }
    return { content: [{ type: "text" as const, text: JSON.stringify(await get(`/notes/${args.id}/lock`)) }] };
  } catch (error: any) {
    if (error?.status === 409) {
      return { content: [{ type: "text" as const, text: `cannot lock: ${error.message}` }], isError: true }; // want: errorresult
    }
    return answerHttp(error, "lockNote");
  }
}
