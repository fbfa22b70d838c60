// A table's handler: the table in another module makes it the render tool.
declare const images: { render(spec: string): Promise<string> };

export async function renderImage({ spec }: { spec: string }) {
  try {
    return { content: [{ type: "text" as const, text: await images.render(spec) }] };
  } catch (e) {
    return { content: [{ type: "text" as const, text: `Render failed: ${e}` }] }; // want: softerror related=src/tools/table.ts:7
  }
}
