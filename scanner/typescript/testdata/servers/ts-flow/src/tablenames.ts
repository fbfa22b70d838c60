// The names of tableconst.ts's tools, declared in a module of their own.
export enum ToolNames {
  PIN = "pin_card",
}

export const limits = { COUNT: "count_cards" } as const;
