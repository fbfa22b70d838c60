import { z } from "zod";

// Registered as a member of the whole module (import * as crops).
export const cropPhoto = {
  name: "crop-photo",
  parameters: z.object({ width: z.number() }),
  execute: async (args: { width: number }) => {
    if (args.width <= 0) {
      throw new Error("width must be positive"); // want: raisederror function=crop-photo
    }
    return "cropped";
  },
};

// Exported beside it, but the registrations take only cropPhoto from this module.
export const blurPhoto = {
  name: "blur-photo",
  parameters: z.object({ radius: z.number() }),
  execute: async (args: { radius: number }) => {
    if (args.radius <= 0) {
      throw new Error("radius must be positive");
    }
    return "blurred";
  },
};
