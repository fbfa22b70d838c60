// Order lookups that an McpServer tool calls: their catches hand failures to the desk's helpers.
import { logFailure, rethrowDesk } from "./errors.js";

export async function lookupOrder(id: string) {
  try {
    if (!/^[0-9]+$/.test(id)) {
      // BAD: rethrowDesk throws it again, and the tool's SDK wrapper makes it an isError result.
      throw new Error(`order id ${id} is not a number`); // want: raisederror function=lookupOrder
    }
    return `order ${id}`;
  } catch (error) {
    await rethrowDesk(error, "lookupOrder");
  }
}

export async function peekOrder(id: string) {
  try {
    if (!id) {
      // FINE: logFailure only logs.
      throw new Error("order id is required");
    }
    return `order ${id}`;
  } catch (error) {
    logFailure(error, "peekOrder");
    return "";
  }
}
