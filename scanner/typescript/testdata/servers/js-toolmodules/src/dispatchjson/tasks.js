// The task tools: module functions that answer a failure with a failure object, and a table
// of handlers, one a call of such a function, one written in the table.
export async function addTask(args) {
  if (typeof args.title !== "string") {
    // BAD: the dispatcher answers with its JSON, a failure as a success.
    return { success: false, error: "title is required" }; // want: softerror related=src/dispatchjson/handlers.js:4,src/dispatchjson/server.js:13,src/dispatchjson/server.js:23,src/dispatchjson/tasks.js:18,src/dispatchjson/tasks.js:18
  }
  return { success: true, title: args.title };
}

export async function taskCount() {
  // FINE: no failure.
  return { success: true, count: 3 };
}

export const taskHandlers = {
  // The entry returns the call's value: the dispatcher answers with the JSON of addTask's.
  add_task: async (args) => addTask(args),
  close_task: async (args) => {
    if (!args.id) {
      // BAD: the same, written in the table.
      return { success: false, error: "id is required" }; // want: softerror related=src/dispatchjson/handlers.js:4,src/dispatchjson/server.js:13,src/dispatchjson/server.js:23,src/dispatchjson/tasks.js:19
    }
    return { success: true, id: args.id };
  },
  count_tasks: () => taskCount(),
};
