import DeleteNote from "./delete-note.js";
import ListNotes from "./list-notes.js";

export { DeleteNote, ListNotes };
