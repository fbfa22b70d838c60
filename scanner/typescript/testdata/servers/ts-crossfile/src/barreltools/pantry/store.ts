export async function stockShelf(shelf: string): Promise<number> {
  const res = await fetch(`https://pantry.example/shelves/${shelf}/stock`, { method: "POST" });
  return Number(await res.text());
}

export async function clearShelf(shelf: string): Promise<void> {
  await fetch(`https://pantry.example/shelves/${shelf}`, { method: "DELETE" });
}

export async function printLabel(item: string): Promise<string> {
  const res = await fetch(`https://pantry.example/labels/${item}`);
  return res.text();
}
