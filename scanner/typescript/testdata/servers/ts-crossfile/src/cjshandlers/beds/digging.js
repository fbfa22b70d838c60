// Tools' handlers that the module exports as members of an object.
async function handleDig(args) {
  try {
    await dig(args.bed);
    return { content: [{ type: "text", text: `Dug ${args.bed}.` }] };
  } catch (error) {
    // BAD: the error's text answered as a success.
    return { content: [{ type: "text", text: `Error digging bed: ${error.message}` }] }; // want: softerror related=src/cjshandlers/beds/index.js:16
  }
}

async function handlePrune(args) {
  if (!args.bed) {
    // FINE: isError says so.
    return { isError: true, content: [{ type: "text", text: "Bed name is required to prune it." }] }; // want: errorresult
  }
  return { content: [{ type: "text", text: `Pruned ${args.bed}.` }] };
}

async function dig(bed) {
  if (!bed) throw new Error("no bed");
}

module.exports = { handleDig, handlePrune };
