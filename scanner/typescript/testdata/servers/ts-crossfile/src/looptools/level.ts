// A tool object whose member builds the handler from the client it is handed.
import { z } from "zod";

export const levelTool = {
  name: "level",
  params: { id: z.string() },
  call: (gauge: any) => async (args: { id: string }) => {
    const v = await gauge.level(args.id);
    return { content: [{ type: "text" as const, text: JSON.stringify(v) }] }; // want: softerror
  },
};
