// A tool table entry whose catch puts isError inside the content block: the file imports no SDK,
// and the flag is lost all the same, since index.ts registers the handler with McpServer.
import { request } from "./client.js";

const listDevices = {
  name: "listDevices",
  description: "List the player's devices",
  schema: {},
  handler: async () => {
    try {
      const devices = await request("devices");
      return { content: [{ type: "text" as const, text: JSON.stringify(devices) }] };
    } catch (error) {
      // BAD: the block's flag is data; the result is a success. droppedflag reports it, not
      // softerror: the fix moves the flag.
      return {
        content: [
          {
            type: "text" as const,
            text: `Error listing devices: ${error}`,
            isError: true, // want: droppedflag
          },
        ],
      };
    }
  },
};

export const deviceTools = [listDevices];
