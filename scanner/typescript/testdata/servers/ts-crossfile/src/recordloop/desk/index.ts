// The desk's records, exported by default through an export list.
import type { ToolRecord } from "../types.js";
import { tidyDesk, lockDrawer } from "./drawer.js";

const deskTools: ToolRecord[] = [
  { name: "tidy_desk", description: "Tidy the desk", handler: tidyDesk },
  { name: "lock_drawer", description: "Lock a drawer", handler: lockDrawer },
];

export { deskTools as default };
