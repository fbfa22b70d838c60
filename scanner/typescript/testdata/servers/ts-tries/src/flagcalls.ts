// A call of the flag helper from another file: passing true makes it a use.
import { textResult } from "./flags.js";

export const denied = () => textResult("Permission denied: ask an admin", true);
