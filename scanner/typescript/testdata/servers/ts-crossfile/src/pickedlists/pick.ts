// Which of the tools a deployment serves.
export interface Named {
  name: string;
}

export const pickTools = <T extends Named>(all: T[], only: string[]): T[] =>
  only.length === 0 ? all : all.filter((t) => only.includes(t.name));

export const toolNames = (all: Named[]): string[] => all.map((t) => t.name);

// Not a pick: each element is a new entry whose handler answers the old one's throws.
export const wrapTools = <T extends { handler: (p: Record<string, unknown>) => Promise<unknown> }>(all: T[]) =>
  all.map((t) => ({
    ...t,
    handler: async (p: Record<string, unknown>) => {
      try {
        return await t.handler(p);
      } catch (e) {
        return { isError: true, content: [{ type: "text" as const, text: `The tool failed: ${e}` }] }; // want: errorresult
      }
    },
  }));
