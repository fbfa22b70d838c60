// The bed tools: each handler is the whole export of its module, or a member of one.
const handleWater = require("./water");
const { handleDig, handlePrune } = require("./digging");

const bedTools = [
  {
    name: "water-bed",
    description: "Water a bed",
    inputSchema: { type: "object", properties: { bed: { type: "string" } }, required: [] },
    handler: handleWater,
  },
  {
    name: "dig-bed",
    description: "Dig a bed",
    inputSchema: { type: "object", properties: { bed: { type: "string" } }, required: [] },
    handler: handleDig,
  },
  {
    name: "prune-bed",
    description: "Prune a bed",
    inputSchema: { type: "object", properties: { bed: { type: "string" } }, required: [] },
    handler: handlePrune,
  },
];

module.exports = { bedTools };
