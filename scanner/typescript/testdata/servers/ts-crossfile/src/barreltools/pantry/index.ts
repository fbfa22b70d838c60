export { stockShelfTool, clearShelfTool } from "./shelves.js";
export { printLabelTool } from "./labels.js";
