// A list of tool objects another module puts in its Map (words.ts), and a registry this module
// fills by a loop and exports (also words.ts).
async function defineWord(args: any) {
  if (!args.word) {
    // BAD: words.ts's Map holds each element's handler; its tools/call handler calls it.
    throw new Error("word is required"); // want: protocolerror
  }
  return { content: [{ type: "text" as const, text: `definition of ${args.word}` }] };
}

export const wordTools = [{ name: "define", handler: defineWord }];

async function rhyme(args: any) {
  if (!args.word) {
    // BAD: in the exported registry a loop fills, which words.ts looks tools up in.
    throw new Error("nothing to rhyme"); // want: protocolerror
  }
  return { content: [{ type: "text" as const, text: `${args.word}, bird` }] };
}

// FINE: in a list no loop puts in a registry.
async function unused(_args: any) {
  throw new Error("never registered");
}

export const spare: Array<[string, (args: any) => Promise<any>]> = [["unused", unused]];
const pairs: Array<[string, (args: any) => Promise<any>]> = [["rhyme", rhyme]];

export const rhymes = new Map<string, (args: any) => Promise<any>>();
for (const [toolName, run] of pairs) {
  rhymes.set(toolName, run);
}
