// The deck tools' handlers: a table handlers.js spreads, and one only the safe table spreads.
export const deckHandlers = {
  open_deck: async (args) => {
    if (!args.id) {
      // BAD: the dispatcher returns it as it is, a failure as a success.
      return { content: [{ type: "text", text: "Error: deck not found" }] }; // want: softerror related=src/spreadtables/decks.js:3,src/spreadtables/handlers.js:5,src/spreadtables/server.js:18
    }
    return { content: [{ type: "text", text: `opened ${args.id}` }] };
  },
};

export const clockHandlers = {
  // FINE: it throws nothing, and what it returns is a success.
  clock: async () => ({ content: [{ type: "text", text: new Date().toISOString() }] }),
};
