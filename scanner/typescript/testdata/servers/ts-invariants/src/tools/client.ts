// The API client: no MCP import. It checks again a variable that main() requires.
export async function forecastFor(city: string, key: string): Promise<string> {
  if (!process.env.WEATHER_UNITS) {
    // FINE: checkEnvironment(), run by main(), requires WEATHER_UNITS.
    throw new Error("WEATHER_UNITS is not set");
  }
  if (process.env.WEATHER_STATION === undefined) {
    // Nothing requires WEATHER_STATION.
    throw new Error("WEATHER_STATION is not set"); // want: raisederror function=forecastFor related=src/tools/weather.ts:10,src/tools/weather.ts:15
  }
  const r = await fetch(`https://weather.example/forecast?q=${city}&key=${key}`);
  return r.text();
}
