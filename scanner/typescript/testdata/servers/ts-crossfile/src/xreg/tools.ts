// Tools registered through the registration functions of handlers.ts (its server.tool and
// registerTool calls), in a module imported for its side effect.
import { z } from "zod";
import { createHandler, defineTool, server, timed, toolOn } from "./handlers.js";
import * as handlers from "./handlers.js";
import addTool from "./register.js";
import { closeRemote, shout } from "./remote.js";

declare function findTask(id: string): Promise<{ id: string; title: string } | undefined>;

createHandler("get_task", "Get a task", { id: z.string() }, async ({ id }) => {
  const task = await findTask(id);
  if (!task) {
    // BAD: createHandler makes this the JSON text of a success.
    return { success: false, error: `Task ${id} not found` }; // want: softerror related=src/xreg/handlers.ts:17,src/xreg/tools.ts:11
  }
  return task;
});

createHandler("close_task", "Close a task", { id: z.string() }, async ({ id }) => {
  if (!(await findTask(id))) {
    // FINE: createHandler's catch answers isError.
    throw new Error(`Task ${id} not found`);
  }
  await closeRemote(id);
  return { closed: id };
});

defineTool("echo", { inputSchema: { text: z.string() } }, async ({ text }) => {
  if (!text) {
    // BAD: defineTool hands the callback to registerTool as it is.
    return { content: [{ type: "text" as const, text: "Error: text is empty" }] }; // want: softerror related=src/xreg/handlers.ts:21,src/xreg/tools.ts:29
  }
  if (text.length > 100) {
    throw new Error("text too long"); // want: raisederror
  }
  return { content: [{ type: "text" as const, text: await shout(text) }] };
});

handlers.createHandler("count_tasks", "Count tasks", {}, async () => {
  // BAD: through the namespace, the same registration.
  return "Error: could not count tasks"; // want: softerror
});

addTool("rename_task", { id: z.string() }, async ({ id }) => {
  // BAD: the default export builds a success from what this returns.
  return `Failed to rename task ${id}`; // want: softerror
});

toolOn(server, "list_tags", {}, async () => {
  // BAD: the tool's name is the second argument here.
  return { content: [{ type: "text" as const, text: "Error: the tag index is not loaded" }] }; // want: softerror
});

timed("warm-up", async () => {
  // FINE: timed is no registration function.
  return { success: false, error: "cache cold" };
});
