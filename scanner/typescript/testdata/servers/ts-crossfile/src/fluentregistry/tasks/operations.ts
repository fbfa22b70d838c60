// Tool functions of the fluent registry: each catch answers with a failure object, which
// handleCallTool sends as the JSON text of a success.
export const addTask = async (api: any, input: { content: string }) => {
  try {
    const task = await api.addTask(input);
    return { success: true, message: "Task added", data: task };
  } catch (error) {
    // BAD: the failure object becomes the text of a successful result.
    return { success: false, error: error instanceof Error ? error.message : "Unknown error" }; // want: softerror related=src/fluentregistry/tasks/index.ts:12,src/fluentregistry/registry.ts:46
  }
};

export const closeTask = async (api: any, input: { id: string }) => {
  try {
    const closed = await api.closeTask(input.id);
    if (!closed) {
      // BAD: a failed outcome, sent as a success too.
      return { success: false, message: "Unable to close task" }; // want: softerror related=src/fluentregistry/tasks/index.ts:16,src/fluentregistry/registry.ts:46
    }
    return { success: true, message: "Task closed" };
  } catch (error) {
    // BAD: registered by the second link of the chain.
    return { success: false, error: String(error) }; // want: softerror related=src/fluentregistry/tasks/index.ts:16,src/fluentregistry/registry.ts:46
  }
};

export const countTasks = async (api: any) => {
  // FINE: no failure in it.
  return { success: true, count: await api.count() };
};
