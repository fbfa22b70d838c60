// One table of the tool modules' handlers.
import { taskHandlers } from "./tasks.js";

export const handlers = { ...taskHandlers };
