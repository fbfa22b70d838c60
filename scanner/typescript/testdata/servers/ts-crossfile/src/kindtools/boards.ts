// A module whose dispatcher also throws a real failure (a missing argument) beside its
// unknown-tool answer, and whose message for a failure in a tool is no unknown-tool answer.
export async function handleBoardTools(api: { list(): Promise<string[]> }, toolName: string, args: any) {
  switch (toolName) {
    case "board_list":
      if (!args.team) {
        throw new Error("team is required");
      }
      return await api.list();
    case "board_sync":
      throw new Error(`Unknown error in tool: ${toolName}`);
    default:
      throw new Error(`Unknown board tool: ${toolName}`);
  }
}

// Its switch is on an argument's field, not on a tool-name parameter: its default throw is a
// failure like any other.
export async function archiveBoard(api: { list(): Promise<string[]> }, args: any) {
  switch (args.mode) {
    case "soft":
      return await api.list();
    default:
      throw new Error(`bad mode: ${args.mode}`);
  }
}
