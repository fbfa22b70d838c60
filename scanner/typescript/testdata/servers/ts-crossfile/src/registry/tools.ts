// The table of tool functions that a second low-level server looks a tool up in by name.
import { lookupUser } from "./users.js";
import { pingHost } from "./ping.js";

export const toolFunctions = {
  lookup_user: lookupUser,
  ping: pingHost,
};

// FINE: a table of labels, not of functions.
export const toolTitles = { lookup_user: "Look a user up", ping: "Ping" };
