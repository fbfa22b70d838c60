// The tool functions of the breaker server, by name.
import { handleMeta } from "./meta.js";
import { handleStatus } from "./status.js";

export const toolHandlers = {
  meta: handleMeta,
  status: handleStatus,
};
