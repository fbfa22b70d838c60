// Tools that check that exactly one of their lookup fields is given, then branch on which: the
// branch for none of them runs only when the check did not leave.
import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const Lookup = { id: z.number().optional(), name: z.string().optional(), slug: z.string().optional() };

export function registerLookups(server: McpServer): void {
  server.tool("find", Lookup, async (input) => {
    if ((input.id !== undefined) === (input.name !== undefined)) {
      throw new Error("give exactly one of id or name"); // want: raisederror
    }
    let key: string;
    if (input.id !== undefined) {
      key = String(input.id);
    } else if (input.name !== undefined) {
      key = input.name;
    } else {
      throw new Error("unreachable: neither id nor name"); // dead: the check above
    }
    return { content: [{ type: "text" as const, text: key }] };
  });

  server.tool("show", Lookup, async (input) => {
    const count = [input.id, input.name, input.slug].filter((v) => v != null).length;
    if (count !== 1) {
      throw new Error("give exactly one lookup field"); // want: raisederror
    }
    if (input.id !== undefined) {
      return { content: [{ type: "text" as const, text: `#${input.id}` }] };
    }
    if (input.name != null) {
      return { content: [{ type: "text" as const, text: input.name }] };
    }
    if (input.slug !== undefined) {
      return { content: [{ type: "text" as const, text: input.slug }] };
    }
    throw new Error("no lookup field"); // dead: the count check above
  });

  // The check counts a null name as given; the chain's `!= null` sends it to the throw.
  server.tool("scan", Lookup, async (input) => {
    if ((input.id !== undefined) === (input.name !== undefined)) {
      throw new Error("give exactly one of id or name"); // want: raisederror
    }
    if (input.id != null) {
      return { content: [{ type: "text" as const, text: `#${input.id}` }] };
    } else if (input.name != null) {
      return { content: [{ type: "text" as const, text: input.name }] };
    } else {
      throw new Error("id or name is null"); // want: raisederror
    }
  });

  server.tool("open", Lookup, async (input) => {
    const hasId = input.id !== undefined;
    const hasName = input.name !== undefined;
    if (hasId === hasName) {
      throw new Error("give exactly one of id or name"); // want: raisederror
    }
    if (input.name !== undefined) {
      return { content: [{ type: "text" as const, text: input.name }] };
    } else if (input.id !== undefined) {
      return { content: [{ type: "text" as const, text: `#${input.id}` }] };
    } else {
      throw new Error("neither given"); // dead: the consts' check above
    }
  });

  // The check only refuses both: neither still reaches the else.
  server.tool("pick", Lookup, async (input) => {
    if (input.id !== undefined && input.name !== undefined) {
      throw new Error("not both"); // want: raisederror
    }
    if (input.id !== undefined) {
      return { content: [{ type: "text" as const, text: `#${input.id}` }] };
    } else if (input.name !== undefined) {
      return { content: [{ type: "text" as const, text: input.name }] };
    } else {
      throw new Error("give id or name"); // want: raisederror
    }
  });

  // The chain tests truthiness: an id of 0 passes the check and reaches the else.
  server.tool("peek", Lookup, async (input) => {
    if ((input.id !== undefined) === (input.name !== undefined)) {
      throw new Error("give exactly one of id or name"); // want: raisederror
    }
    if (input.id) {
      return { content: [{ type: "text" as const, text: `#${input.id}` }] };
    } else if (input.name) {
      return { content: [{ type: "text" as const, text: input.name }] };
    } else {
      throw new Error("empty lookup"); // want: raisederror
    }
  });

  // The value the chain tests is assigned after the check.
  server.tool("seek", Lookup, async (args) => {
    let input = args;
    if ((input.id !== undefined) === (input.name !== undefined)) {
      throw new Error("give exactly one of id or name"); // want: raisederror
    }
    input = { ...input, id: undefined, name: undefined };
    if (input.id !== undefined) {
      return { content: [{ type: "text" as const, text: `#${input.id}` }] };
    } else if (input.name !== undefined) {
      return { content: [{ type: "text" as const, text: input.name }] };
    } else {
      throw new Error("lookup cleared"); // want: raisederror
    }
  });
}
