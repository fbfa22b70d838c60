// The handlers, built once from the credentials, handed out as the fields of one object.
const { ItemHandler, ClockHandler } = require("./handlers/index.js");

function createHandlers(config) {
  return {
    items: new ItemHandler(config.dir),
    clock: new ClockHandler(),
  };
}

// FINE: two returns, one without the items: what a field holds is not told.
function createSpareHandlers(config) {
  if (!config.spare) return { clock: new ClockHandler() };
  return { items: new ItemHandler(config.spare) };
}

module.exports = { createHandlers, createSpareHandlers };
