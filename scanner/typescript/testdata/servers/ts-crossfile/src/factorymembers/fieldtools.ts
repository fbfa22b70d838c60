// A tool object registered with a field of the registering class.
import { z } from "zod";

export const fieldStateTool = {
  name: "field_state",
  params: { id: z.string() },
  call: (station: any) => async (args: { id: string }) => {
    const v = await station.state(args.id);
    return { content: [{ type: "text" as const, text: JSON.stringify(v) }] }; // want: softerror
  },
};
