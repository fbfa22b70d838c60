// A tool object whose client method never answers a failure.
import { z } from "zod";

export const unitTool = {
  name: "unit",
  params: { id: z.string() },
  // FINE: the unit method never answers a failure.
  call: (gauge: any) => async (args: { id: string }) => {
    const v = await gauge.unit(args.id);
    return { content: [{ type: "text" as const, text: v }] };
  },
};
