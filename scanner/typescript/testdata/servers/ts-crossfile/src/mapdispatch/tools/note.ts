// A tool function registered on JournalServer's instance: its throw reaches JournalServer's
// rewrap, not PotServer's.
export async function note(args: { text?: string }): Promise<unknown> {
  if (!args.text) {
    throw new Error("nothing to note");
  }
  return { noted: args.text };
}
