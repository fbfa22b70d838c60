// Factories of tool handlers: server.ts binds what each returns to a const and registers
// callbacks that call its members.
import { McpError, ErrorCode } from "@modelcontextprotocol/sdk/types.js";
import { toShelfError } from "./errors.js";

export interface ShelfApi {
  list(page: number): Promise<string[]>;
  find(query: string): Promise<string[]>;
  rename(id: string, name: string): Promise<string>;
}

type Reply = Promise<{ content: { type: "text"; text: string }[]; isError?: boolean }>;

// BAD: every member is a function of the factory's own, and their throws leave the callbacks.
export function createShelfHandlers(api: ShelfApi) {
  const list = async (args: { page?: number }, _extra: unknown): Reply => {
    try {
      const names = await api.list(args.page ?? 1);
      return { content: [{ type: "text", text: names.join("\n") }] };
    } catch (error) {
      throw toShelfError(error, "list"); // want: raisederror related=src/handlerfactory/server.ts:15,src/handlerfactory/server.ts:15
    }
  };

  const find = async (args: { query: string }, _extra: unknown): Reply => {
    if (!args.query.trim()) {
      throw new McpError(ErrorCode.InvalidParams, "query is empty"); // want: raisederror related=src/handlerfactory/server.ts:16,src/handlerfactory/server.ts:16
    }
    return { content: [{ type: "text", text: (await api.find(args.query)).join("\n") }] };
  };

  async function renameShelf(args: { id: string; name: string }): Reply {
    if (args.name.length > 40) {
      throw new Error("a shelf name has at most 40 characters"); // want: raisederror related=src/handlerfactory/server.ts:17,src/handlerfactory/server.ts:17
    }
    return { content: [{ type: "text", text: await api.rename(args.id, args.name) }] };
  }

  // FINE: the registration's schema asks an integer of at least 1, so the guard never holds.
  const open = async (args: { id: number }): Reply => {
    if (!args.id || args.id < 1) {
      throw new Error("a shelf id is a positive integer");
    }
    return { content: [{ type: "text", text: await api.rename(String(args.id), "") }] };
  };

  return {
    list,
    find,
    open,
    rename: renameShelf,
    clear: async (args: { id: string }): Reply => {
      throw new Error(`shelf ${args.id} cannot be cleared`); // want: raisederror related=src/handlerfactory/server.ts:18,src/handlerfactory/server.ts:18
    },
  };
}

// FINE: the returned member catches and answers isError itself.
export function createSafeShelfHandlers(api: ShelfApi) {
  const findSafe = async (args: { query: string }): Reply => {
    try {
      if (!args.query.trim()) {
        throw new Error("query is empty");
      }
      return { content: [{ type: "text", text: (await api.find(args.query)).join("\n") }] };
    } catch (error) {
      return { content: [{ type: "text", text: String(error) }], isError: true }; // want: errorresult
    }
  };
  return { find: findSafe };
}

// FINE (not followed): the factory returns something other than an object literal, so what
// its members hold is not read.
export function createFrozenShelfHandlers(api: ShelfApi) {
  const findFrozen = async (args: { query: string }): Reply => {
    if (!args.query.trim()) {
      throw new Error("query is empty");
    }
    return { content: [{ type: "text", text: (await api.find(args.query)).join("\n") }] };
  };
  return Object.freeze({ find: findFrozen });
}

// FINE (not followed): one return is no object literal.
export function createMaybeShelfHandlers(api: ShelfApi, fallback: { find: typeof api.find }) {
  const findMaybe = async (args: { query: string }): Reply => {
    throw new Error(`no shelf matches ${args.query}`);
  };
  if (!api) {
    return fallback;
  }
  return { find: findMaybe };
}

// FINE: the registered member's name is also that of another factory's function, whose throw
// no tool reaches; the two share a key, so neither member is followed.
export function createLabelHandlers(api: ShelfApi) {
  const lookup = async (args: { query: string }): Reply => {
    try {
      return { content: [{ type: "text", text: (await api.find(args.query)).join("\n") }] };
    } catch (error) {
      return { content: [{ type: "text", text: `lookup failed: ${String(error)}` }], isError: true }; // want: errorresult
    }
  };
  return { lookup };
}

export function createUnusedLabelHandlers() {
  const lookup = async (args: { query: string }): Reply => {
    throw new Error(`no label matches ${args.query}`);
  };
  return { lookup };
}
