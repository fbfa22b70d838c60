export async function heat(litres) {
  return 20 + litres * 80;
}
