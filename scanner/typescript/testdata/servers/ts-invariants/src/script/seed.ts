// A maintenance script: its main requires WEATHER_SEED and starts no server, so it guarantees
// nothing to the tools.
async function main(): Promise<void> {
  if (!process.env.WEATHER_SEED) {
    process.exit(2);
  }
  console.log(process.env.WEATHER_SEED);
}

main();
