export { default as create_note } from "./create.js";
export { default as delete_note } from "./delete.js";
