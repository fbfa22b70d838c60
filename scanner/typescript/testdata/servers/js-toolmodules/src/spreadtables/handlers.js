// One table of every tool's handler, built from the tables of the tool modules.
import { noteHandlers } from "./notes.js";
import { deckHandlers } from "./decks.js";

export const handlers = { ...noteHandlers, ...deckHandlers };
