// A helper that reports its failure in a success-shaped value.
export async function openBrowser(url: string): Promise<{ success: boolean; message: string }> {
  try {
    new URL(url);
  } catch {
    return { success: false, message: `Invalid URL: ${url}` };
  }
  return { success: true, message: `opened ${url}` };
}
