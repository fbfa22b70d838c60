// Tools that test what the directory gives back: a test of a value that is never falsy never
// throws; a test of one that may be missing does.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { Directory } from "./directory.js";

export class MemberTools {
  private directory = new Directory();

  register(server: McpServer) {
    server.registerTool("assign_people", { inputSchema: { ids: z.array(z.string()) } }, async ({ ids }) => this.assign(ids));
  }

  async assign(ids: string[]) {
    const people = await this.directory.peopleById(ids);
    if (!people) throw new Error(`Failed to load people ${ids.join(", ")}`); // a Map is never falsy: no finding

    const sum = this.directory.summary(ids[0]);
    if (!sum) {
      throw new Error("no summary"); // an object literal is never falsy: no finding
    }

    const first = await this.directory.person(ids[0]);
    if (!first) throw new Error(`No person ${ids[0]}`); // want: raisederror

    const team = await this.directory.team(ids[1]);
    if (!team) throw new Error(`No team ${ids[1]}`); // want: raisederror

    return { content: [{ type: "text" as const, text: `${people.size} ${first.name} ${team.length}` }] };
  }
}
