export { default as create_note } from "./create.js";
export { default as delete_note } from "./delete.js";
export { default as archive_note } from "./archive.js";
