async function openShelf(signal) {
  if (signal?.aborted) {
    throw new Error("Shelf request aborted"); // want: raisederror related=src/requiredlist/tools/find-book.js:13,src/requiredlist/tools/find-book.js:5,src/requiredlist/tools/shelve-book.js:21
  }
  return { full: false, has: () => true };
}

module.exports = { openShelf };
