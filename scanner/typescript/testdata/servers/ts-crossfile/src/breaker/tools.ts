// The tool functions of the breaker server, by name.
import { handleMeta } from "./meta.js";

export const toolHandlers = {
  meta: handleMeta,
};
