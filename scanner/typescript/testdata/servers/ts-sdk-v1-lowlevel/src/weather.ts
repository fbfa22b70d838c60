// A plain module: its throws reach the client as JSON-RPC errors when a low-level handler calls
// it outside a try (the outlook case: the forecast case checked the city first, so its call
// cannot make `!place` hold and is not the way named), and are caught where the handler's try
// holds the call.
export async function fetchWeather(place: string): Promise<unknown> {
  if (!place) {
    throw new Error("empty place"); // want: protocolerror function=fetchWeather related=src/index.ts:16,src/index.ts:43
  }
  return { place, temp: 20 };
}

export async function syncRemote(region: string): Promise<void> {
  if (!region) {
    return;
  }
}
