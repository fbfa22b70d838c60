// A tool class whose static run tests guarded's flag and answers a failure with isError: fine.
import { z } from "zod";
import { TankTool } from "./base.js";
import { pump } from "./pump.js";

export class DrainTankTool extends TankTool {
  static toolName = "drain_tank";
  static inputSchema = z.object({ tank: z.string() });

  static async run(args: { tank: string }) {
    const outcome = await TankTool.guarded(async () => pump.drain(args.tank));
    if (!outcome.ok) {
      return { content: [{ type: "text" as const, text: `Drain failed: ${outcome.error}` }], isError: true }; // want: errorresult
    }
    return TankTool.asJson(outcome.value);
  }
}
