// Tool objects whose member builds the handler from the client it is handed.
import { z } from "zod";

export const readStateTool = {
  name: "read_state",
  params: { id: z.string() },
  call: (station: any) => async (args: { id: string }) => {
    const v = await station.state(args.id);
    return { content: [{ type: "text" as const, text: JSON.stringify(v) }] }; // want: softerror
  },
};

export const labelTool = {
  name: "label",
  params: { id: z.string() },
  // FINE: the label method never answers a failure.
  call: (station: any) => async (args: { id: string }) => {
    const v = await station.label(args.id);
    return { content: [{ type: "text" as const, text: v }] };
  },
};

export const unusedTool = {
  name: "unused",
  params: { id: z.string() },
  // FINE: nobody registers what this member builds.
  call: (station: any) => async (args: { id: string }) => {
    const v = await station.state(args.id);
    return { content: [{ type: "text" as const, text: JSON.stringify(v) }] };
  },
};
