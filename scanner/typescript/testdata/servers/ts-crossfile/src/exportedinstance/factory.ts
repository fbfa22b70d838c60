// Guide classes whose lookups throw for a code they do not hold.
export class GuideFactory {
  private readonly guides = new Map<string, string>([["en", "Start with the context."]]);

  pick(code: string): string {
    const guide = this.guides.get(code);
    if (!guide) {
      // BAD: the tool reaches it through the exported provider and this typed field.
      throw new Error(`No guide for ${code}`); // want: raisederror related=src/exportedinstance/provider.ts:12,src/exportedinstance/server.ts:12,src/exportedinstance/server.ts:13,src/exportedinstance/server.ts:7
    }
    return guide;
  }
}

export class AtlasFactory {
  pick(code: string): string {
    // FINE: no tool reaches an AtlasFactory; only the exported GuideFactory is held.
    throw new Error(`No atlas for ${code}`);
  }
}
