// Exported as the whole module, but no table lists it: no tool.
async function handleCompost(args) {
  if (!args.bin) {
    // FINE: nothing registers handleCompost.
    return { content: [{ type: "text", text: "Compost bin is required." }] };
  }
  return { content: [{ type: "text", text: `Turned ${args.bin}.` }] };
}

module.exports = handleCompost;
