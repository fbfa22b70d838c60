// A barrel: the server imports every handler from here, so its calls name this module, which
// defines none of them.
export * from "./base.js";
export * from "./report.js";
export * from "./summary.js";
export { CleanupHandler } from "./cleanup.js";
