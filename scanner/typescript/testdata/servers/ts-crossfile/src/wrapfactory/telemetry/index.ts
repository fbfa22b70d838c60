export { type Handler, wrapHandler } from "./wrap.js";
export { retryHandler } from "./retry.js";
