// Helpers of the page tools.
export async function readPage(page: number, size: number): Promise<string> {
  if (page < 1) {
    throw new Error(`no page ${page}`); // GOOD: the only call passes a .positive() integer
  }
  if (size < 10 || size > 100) {
    throw new Error(`size ${size} out of range`); // GOOD: .min(10).max(100)
  }
  return "text";
}

export function renderTitle(title: string): string {
  if (!title) {
    throw new Error("a title is required"); // GOOD: .min(1) makes it non-empty
  }
  return `# ${title}`;
}

export function resizeTo(size: number): number {
  if (size < 10) {
    throw new Error(`size ${size} below 10`); // want: raisederror shape=prose-only
  }
  return size;
}
