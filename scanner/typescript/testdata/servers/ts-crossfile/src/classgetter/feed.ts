// A tool class whose static run returns guarded's value as a successful result, its failure
// object included.
import { z } from "zod";
import { TankTool } from "./base.js";
import { pump } from "./pump.js";

export class FeedFishTool extends TankTool {
  static toolName = "feed_fish";
  static inputSchema = z.object({ tank: z.string() });

  static async run(args: { tank: string }) {
    const outcome = await TankTool.guarded(async () => {
      await pump.dispense(args.tank);
      return { tank: args.tank, fed: true };
    });
    return TankTool.asJson(outcome); // want: softerror related=src/classgetter/feed.ts:12,src/classgetter/base.ts:19,src/classgetter/base.ts:14,src/classgetter/server.ts:9
  }
}
