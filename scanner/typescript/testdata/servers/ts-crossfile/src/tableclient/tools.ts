// A tool table whose handlers throw nothing of their own: what they call throws (client.ts).
import { callApi } from "./client.js";

export const kettleTools = {
  boil: {
    description: "Boil the kettle",
    handler: async ({ litres }: { litres: number }) => callApi("boil", { litres }),
  },
  pour: {
    description: "Pour a cup",
    handler: async ({ cup }: { cup: string }) => {
      const poured = await callApi("pour", { cup });
      return { poured };
    },
  },
};
