// Tool objects kept in a list, which the server registers one by one.
import { z } from "zod";
import { CartSession, SpareSession } from "./session.js";

let openCart: CartSession | undefined;
let spare: SpareSession | undefined;

const requireCart = async (region: string) => {
  if (!openCart) {
    openCart = new CartSession(await endpointFor(region));
  }
  return openCart;
};

const endpointFor = async (region: string) => {
  try {
    const res = await fetch(`https://carts.example/regions/${region}`);
    return res.url;
  } catch (e) {
    throw new Error(`no endpoint for region ${region}: ${String(e)}`); // want: raisederror related=src/cartobjects/server.ts:8,src/cartobjects/tools.ts:10,src/cartobjects/tools.ts:42,src/cartobjects/tools.ts:44
  }
};

function spareCart() {
  if (!spare) {
    spare = new SpareSession();
  }
  return spare;
}

export function swapSpare() {
  spare = pickSpare(); // another value: spare holds no known class
}

declare function pickSpare(): SpareSession;

export const cartTools = [
  {
    name: "cart_shelf",
    description: "What a shelf holds",
    parameters: z.object({ aisle: z.string() }),
    execute: async ({ aisle }: { aisle: string }) => {
      // BAD: the session is looked up outside any try: what it throws leaves the tool.
      const cart = await requireCart("eu");
      return cart.shelf(aisle);
    },
  },
  {
    name: "spare_shelf",
    description: "A spare shelf",
    parameters: z.object({ aisle: z.string() }),
    execute: async ({ aisle }: { aisle: string }) => spareCart().shelf(aisle),
  },
];
