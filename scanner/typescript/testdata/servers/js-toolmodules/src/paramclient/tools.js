// A dispatcher handed the client by the low-level handler, which hands it on.
import { getRecord } from "./records.js";

export async function handleTool(client, name, args) {
  switch (name) {
    case "record_info":
      return getRecord(client, args);
    case "whoami":
      return client.current();
    default:
      throw new Error(`Unknown tool: ${name}`);
  }
}

export async function handleStrict(api, name) {
  return api.call(name);
}
