// Helpers of the tools in server.js: forecast's catch hands back its failure as the one element
// of the list it returns; stations never fails.
export async function forecast(city) {
  try {
    const res = await fetch(`https://weather.example/${encodeURIComponent(city)}`);
    return (await res.json()).days;
  } catch (e) {
    return [`Error: ${e.message}`];
  }
}

export async function stations(city) {
  const res = await fetch(`https://weather.example/${encodeURIComponent(city)}/stations`).catch(() => null);
  return res ? (await res.json()).stations : [];
}
