// A tool table whose handlers call the API client, which throws (client.ts); one throws of its own too.
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
  fill: {
    description: "Fill the kettle",
    handler: async ({ litres }: { litres: number }) => {
      if (litres > 2) {
        throw new Error("the kettle holds 2 litres"); // its own throw, and the client's below
      }
      return callApi("fill", { litres });
    },
  },
};
