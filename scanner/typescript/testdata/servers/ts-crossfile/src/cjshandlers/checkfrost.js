// What frost.js requires: the function is the whole module.
async function checkFrost(station) {
  if (!station) {
    // BAD: frost-check calls it, and McpServer makes the throw an isError result.
    throw new Error("FROST_STATION is not set"); // want: raisederror related=src/cjshandlers/frost.js:8,src/cjshandlers/frost.js:9
  }
  return `no frost at ${station}`;
}

module.exports = checkFrost;
