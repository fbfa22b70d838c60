// Tool definitions wrapped by a map that gives each a handler of its own, which connects the
// client lazily; server.ts fetches the list and registers each entry.
import { z } from "zod";

let client: { token: string } | null = null;
let connecting: Promise<void> | null = null;

async function connect(url: string): Promise<void> {
  if (connecting) {
    return connecting;
  }
  connecting = (async () => {
    try {
      const res = await fetch(`${url}/login`, { method: "POST" });
      client = { token: await res.text() };
    } catch (e) {
      connecting = null;
      // BAD: the promise connect returns rejects with it, and each tool awaits connect.
      throw new Error(`Connecting to the board failed, check BOARD_URL: ${e}`); // want: raisederror
    }
  })();
  return connecting;
}

function warmUp(url: string): void {
  void (async () => {
    try {
      await fetch(`${url}/ping`);
    } catch (e) {
      // FINE: nobody awaits the warm-up's promise: the tool that starts it never sees it.
      throw new Error(`warm-up failed: ${e}`);
    }
  })();
}

const definitions = [
  { name: "list_cards", description: "List the cards", parameter: { board: z.string() } },
  { name: "move_card", description: "Move a card", parameter: { card: z.string() } },
];

const quiet = [{ name: "ping_board", description: "Ping the board", parameter: {} }];

export async function getBoardTools(url: string) {
  const tools = [
    ...definitions.map((tool) => ({
      ...tool,
      handler: async (args: any) => {
        warmUp(url);
        await connect(url);
        return { content: [{ type: "text" as const, text: `${tool.name} ${JSON.stringify(args)} ${client?.token}` }] };
      },
    })),
    ...quiet.map((tool) => ({
      ...tool,
      handler: async () => {
        try {
          await connect(url);
          return { content: [{ type: "text" as const, text: `${tool.name}: up` }] };
        } catch {
          return { content: [{ type: "text" as const, text: "board unreachable" }], isError: true }; // want: errorresult
        }
      },
    })),
  ];
  return tools;
}
