// The service's interface, and the context the tools get, in modules of their own: no needle
// here, and nothing says which class implements IStore.
import type { Logger } from "pino";

export type IStore = {
  get(id: string): Promise<string>;
  put(id: string, v: string): Promise<void>;
};

export interface Audit {
  record(what: string): Promise<void>;
}
