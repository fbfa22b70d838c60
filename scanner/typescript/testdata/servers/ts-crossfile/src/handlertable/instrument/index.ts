export { timeHandler, withErrorResult, type Handler } from "./timing.js";
