// The task tools, registered on the registry the server hands in, one chained call per tool.
import { z } from "zod";
import { ToolRegistry } from "../registry.js";
import { addTask, closeTask, countTasks } from "./operations.js";

const AddTaskSchema = z.object({ content: z.string() });
const CloseTaskSchema = z.object({ id: z.string() });

export const registerTaskTools = (registry: ToolRegistry) => {
  registry
    .registerTool({ name: "add_task", description: "Add a task", inputSchema: {} }, {
      schema: AddTaskSchema, handler: addTask,
    })
    .registerTool({ name: "close_task", description: "Close a task", inputSchema: {} }, {
      schema: CloseTaskSchema,
      handler: closeTask,
    })
    .registerTool({ name: "count_tasks", description: "Count tasks", inputSchema: {} }, { schema: z.object({}), handler: countTasks });
};
