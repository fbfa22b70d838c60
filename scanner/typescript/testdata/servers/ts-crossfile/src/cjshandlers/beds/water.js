// A tool's handler that its module exports as the whole module.
async function handleWater(args) {
  if (!args.bed) {
    // BAD: a failure answered as a success.
    return { content: [{ type: "text", text: "Bed name is required to water it." }] }; // want: softerror related=src/cjshandlers/beds/index.js:10
  }
  return { content: [{ type: "text", text: `Watered ${args.bed}.` }] };
}

module.exports = handleWater;
