// Not a failure answered as a success: the handlers of this record set isError on their
// failures (server.ts dispatches it too).
export function createQuietTools(): Record<string, { handler: (args: unknown) => Promise<any> }> {
  return {
    "ping-tickets": {
      handler: async (args: unknown) => {
        try {
          const res = await fetch(String((args as { url?: string })?.url));
          return { content: [{ type: "text", text: `up: ${res.status}` }] };
        } catch (error: any) {
          return { content: [{ type: "text", text: `❌ Failed to ping: ${error.message}` }], isError: true }; // want: errorresult
        }
      },
    },
  };
}
