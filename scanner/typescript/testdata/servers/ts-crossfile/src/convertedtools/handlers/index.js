// A CommonJS barrel: each handler module exports its class as the whole module.
const ItemHandler = require("./items");
const ClockHandler = require("./clock");

module.exports = {
  ItemHandler,
  ClockHandler,
};
