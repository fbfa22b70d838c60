// A plain module: throws here are ordinary errors, not tool results.
export async function fetchWeather(place: string): Promise<unknown> {
  if (!place) {
    throw new Error("empty place");
  }
  return { place, temp: 20 };
}

export async function syncRemote(region: string): Promise<void> {
  if (!region) {
    return;
  }
}
