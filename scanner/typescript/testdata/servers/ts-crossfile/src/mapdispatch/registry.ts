// The registry: each tool module's handler handed to a method of an exported instance of a
// project class that keeps it in the class's Map.
import { potServer } from "./server.js";
import { journalServer } from "./journal.js";
import { repot } from "./tools/repot.js";
import { note } from "./tools/note.js";

potServer.registerTool("repot", "Move a plant to a bigger pot", repot);
journalServer.add("note", note);
