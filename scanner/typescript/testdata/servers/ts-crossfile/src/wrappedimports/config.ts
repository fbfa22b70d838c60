// The tools' names and descriptions, in a configuration table the tool modules read.
export const TOOL_SETTINGS = {
  books: {
    lend: { name: "lend_book", description: "Lend a book" },
    giveBack: { name: "return_book", description: "Return a book" },
    shelve: { name: "shelve_book", description: "Shelve a book" },
  },
};
