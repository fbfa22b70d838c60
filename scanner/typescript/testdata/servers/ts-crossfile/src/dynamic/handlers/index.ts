// A barrel of the handlers the server imports when a tool is called.
export * from "./export.js";
export { ImportHandler } from "./import.js";
