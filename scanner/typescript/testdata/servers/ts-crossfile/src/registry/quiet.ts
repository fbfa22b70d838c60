// A table whose every function answers its own failures.
import { pingHost } from "./ping.js";

export const quietFunctions = new Map([["ping", pingHost]]);
