// An object of another type with a call member: the manager's tool.call never runs it.
import type { Job } from "./types.js";

export const nightly: Job = {
  name: "nightly",
  description: "Nightly cleanup",
  inputSchema: {},
  call: async () => {
    // FINE: no tools/call handler reaches a Job's call.
    throw new Error("nightly cleanup is not scheduled");
  },
};
