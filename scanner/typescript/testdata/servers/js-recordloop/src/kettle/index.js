// The kettle's tool records, their handlers imported from a module of their own.
import { boilHandler, pourHandler } from "./boil.js";

const kettleTools = [
  {
    name: "boil",
    description: "Boil some water",
    parameters: { type: "object", properties: { litres: { type: "number" } } },
    handler: boilHandler,
  },
  {
    name: "pour",
    description: "Pour the water",
    parameters: { type: "object", properties: {} },
    handler: pourHandler,
  },
];

export default kettleTools;
