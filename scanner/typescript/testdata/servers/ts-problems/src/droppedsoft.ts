// droppedflag owns a result whose failure text comes with isError in the wrong place: the fix is
// to move the flag, and softerror does not report the same return again.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "droppedsoft", version: "1.0.0" });

server.tool("play", {}, async (args: { uri?: string }) => {
  if (!args.uri) {
    // BAD, once: the flag sits in the block; droppedflag says so, softerror stays quiet.
    return {
      content: [
        {
          type: "text",
          text: "Error: Must provide a uri",
          isError: true, // want: droppedflag
        },
      ],
    };
  }
  try {
    await fetch(args.uri);
    return { content: [{ type: "text", text: "Now playing" }] };
  } catch (error) {
    const msg = error instanceof Error ? error.message : String(error);
    // BAD, once: the same in a catch.
    return {
      content: [{ type: "text", text: `Error playing music: ${msg}`, isError: true }], // want: droppedflag
    };
  }
});

server.tool("pause", {}, async (args: { device?: string }) => {
  if (!args.device) {
    // BAD, once: the flag inside structuredContent is data; droppedflag reports it.
    return {
      content: [{ type: "text", text: "Error: no device" }],
      structuredContent: { isError: true }, // want: droppedflag
    };
  }
  try {
    await fetch(args.device);
    return { content: [{ type: "text", text: "Paused" }] };
  } catch (error) {
    // BAD: no flag anywhere, a soft error.
    return { content: [{ type: "text", text: `Error pausing: ${error}` }] }; // want: softerror
  }
});

server.tool("skip", {}, async (args: { device?: string }) => {
  try {
    await fetch(String(args.device));
    return { content: [{ type: "text", text: "Skipped" }] };
  } catch (error) {
    // BAD: a flag spelled false in the block is no flag; the text is judged.
    return { content: [{ type: "text", text: `Error skipping: ${error}`, isError: false }] }; // want: softerror
  }
});

server.tool("seek", {}, async (args: { device?: string }) => {
  try {
    await fetch(String(args.device));
    return { content: [{ type: "text", text: "Seeked" }] };
  } catch (error) {
    // BAD, once: the flag in a JSON text is data; droppedflag reports it, and softerror does not
    // judge the JSON's error member again.
    return { content: [{ type: "text", text: JSON.stringify({ isError: true, error: String(error) }) }] }; // want: droppedflag
  }
});
