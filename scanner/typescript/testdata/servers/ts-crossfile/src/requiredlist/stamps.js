// Helpers that take an options object whose member, destructured with a default, decides
// whether they may write.
function writesAllowed() {
  return process.env.SHELF_WRITES === "true";
}

// Every call in the root passes allowWrites: true: the throw never runs.
async function stampBook(title, { signal, allowWrites: allowed = writesAllowed() } = {}) {
  if (!allowed) {
    throw new Error("Stamping is disabled");
  }
  if (signal?.aborted) {
    return null;
  }
  return `stamped ${title}`;
}

// A call passes a variable: it may be false.
async function tagBook(title, { allowWrites: allowed = writesAllowed() } = {}) {
  if (!allowed) {
    throw new Error("Tagging is disabled"); // want: raisederror related=src/requiredlist/tools/stamp-book.js:21,src/requiredlist/tools/stamp-book.js:9
  }
  return `tagged ${title}`;
}

// A call leaves the member out, and its default may be false.
async function coverBook(title, { allowWrites = writesAllowed() } = {}) {
  if (!allowWrites) {
    throw new Error("Covering is disabled"); // want: raisederror related=src/requiredlist/tools/stamp-book.js:10,src/requiredlist/tools/stamp-book.js:21
  }
  return `covered ${title}`;
}

module.exports = {
  stampBook,
  tagBook,
  coverBook,
};
