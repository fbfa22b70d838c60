export async function stockLevel(sku: string) {
  try {
    const res = await fetch(`https://stock.invalid/${encodeURIComponent(sku)}`);
    return await res.json();
  } catch (err) {
    return { error: String(err) };
  }
}
