// A barrel of tool functions.
export * from "./lookup.js";
