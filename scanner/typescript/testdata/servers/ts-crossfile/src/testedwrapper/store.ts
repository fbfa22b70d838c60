export async function readShelf(shelf: string): Promise<string[]> {
  return shelf.split(",");
}
