import type { IStore, Audit } from "../types.js";
import type { Logger } from "pino";

export type ToolContext = {
  store: IStore;
  audit: Audit;
  log: Logger; // a library's type: nothing of the root
};
