// A module of API calls that report their failures as values; the tools of helperobject.ts
// serialize what they return.
export async function fetchStock(sku: string) {
  try {
    const res = await fetch(`https://inventory.invalid/stock/${sku}`);
    return await res.json();
  } catch (e) {
    const failure = { success: false, message: `Stock lookup failed: ${String(e)}` };
    return failure;
  }
}

export async function fetchPrice(sku: string) {
  const res = await fetch(`https://inventory.invalid/price/${sku}`);
  return { sku, price: Number(await res.text()) };
}
