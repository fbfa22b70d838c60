// Tools whose schemas are nativeEnums of the file's string enums, and the helpers that case on
// the enums' members.
import { z } from "zod";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { glazeName } from "./shelf.js";

export enum Finish {
  Matte = "matte",
  Gloss = "gloss",
}

enum Speed {
  Slow = "slow",
  Fast = "fast",
}

// A numeric enum: nativeEnum lets numbers through, which no string case matches.
enum Rank {
  Low,
  High,
}

function finishLabel(finish: Finish): string {
  switch (finish) {
    case Finish.Matte:
      return "flat";
    case Finish.Gloss:
      return "shiny";
    default:
      throw new Error(`unknown finish ${finish}`); // dead: z.nativeEnum(Finish), a case for each member
  }
}

function speedLabel(speed: Speed): string {
  if (speed === Speed.Slow) {
    return "slow";
  }
  throw new Error(`unknown speed ${speed}`); // want: raisederror
}

function rankLabel(rank: Rank): string {
  switch (rank) {
    case Rank.Low:
      return "low";
    case Rank.High:
      return "high";
    default:
      throw new Error(`unknown rank ${rank}`); // want: raisederror
  }
}

export function registerNativeTools(server: McpServer): void {
  server.registerTool("finish_label", { inputSchema: { finish: z.nativeEnum(Finish) } }, async ({ finish }) => ({
    content: [{ type: "text" as const, text: finishLabel(finish) }],
  }));
  server.registerTool("speed_label", { inputSchema: { speed: z.nativeEnum(Speed) } }, async ({ speed }) => ({
    content: [{ type: "text" as const, text: speedLabel(speed) }],
  }));
  server.registerTool("rank_label", { inputSchema: { rank: z.nativeEnum(Rank) } }, async ({ rank }) => ({
    content: [{ type: "text" as const, text: rankLabel(rank) }],
  }));
  // The helper's module reads Finish through an import, whose members it cannot see.
  server.registerTool("glaze", { inputSchema: { finish: z.nativeEnum(Finish) } }, async ({ finish }) => ({
    content: [{ type: "text" as const, text: glazeName(finish) }],
  }));
  server.registerTool("finish_inline", { inputSchema: { finish: z.nativeEnum(Finish) } }, async ({ finish }) => {
    switch (finish) {
      case Finish.Matte:
        return { content: [{ type: "text" as const, text: "flat" }] };
      case Finish.Gloss:
        return { content: [{ type: "text" as const, text: "shiny" }] };
      default:
        throw new Error(`unknown finish ${finish}`); // dead: the callback's own validated parameter
    }
  });
}
