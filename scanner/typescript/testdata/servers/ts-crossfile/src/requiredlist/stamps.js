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
    throw new Error("Tagging is disabled"); // want: raisederror related=src/requiredlist/tools/stamp-book.js:26,src/requiredlist/tools/stamp-book.js:9
  }
  return `tagged ${title}`;
}

// A call leaves the member out, and its default may be false.
async function coverBook(title, { allowWrites = writesAllowed() } = {}) {
  if (!allowWrites) {
    throw new Error("Covering is disabled"); // want: raisederror related=src/requiredlist/tools/stamp-book.js:10,src/requiredlist/tools/stamp-book.js:26
  }
  return `covered ${title}`;
}

// The one call repeats the member, as a shorthand and then as a literal: the last one wins, as
// at runtime, so allowWrites is true there and the throw never runs.
async function glueBook(title, { allowWrites: allowed = writesAllowed() } = {}) {
  if (!allowed) {
    throw new Error("Gluing is disabled");
  }
  return `glued ${title}`;
}

// The one call repeats the member, as a literal and then as a shorthand: the variable wins, and
// it may be false.
async function wrapBook(title, { allowWrites: allowed = writesAllowed() } = {}) {
  if (!allowed) {
    throw new Error("Wrapping is disabled"); // want: raisederror related=src/requiredlist/tools/stamp-book.js:13,src/requiredlist/tools/stamp-book.js:26
  }
  return `wrapped ${title}`;
}

// The one call writes a computed key after the literal member: it may be that member.
async function bindBook(title, { allowWrites: allowed = writesAllowed() } = {}) {
  if (!allowed) {
    throw new Error("Binding is disabled"); // want: raisederror related=src/requiredlist/tools/stamp-book.js:15,src/requiredlist/tools/stamp-book.js:26
  }
  return `bound ${title}`;
}

module.exports = {
  stampBook,
  tagBook,
  coverBook,
  glueBook,
  wrapBook,
  bindBook,
};
