function defaultPressure(): number {
  return Number(process.env.HOSE_PRESSURE ?? "0");
}

// Its one caller passes a pressure of 3: the throw never runs.
export function openHose(tree: string, { pressure: bar = defaultPressure() }: { pressure?: number } = {}) {
  if (!bar) {
    throw new Error("The hose has no pressure");
  }
  return `${tree} at ${bar} bar`;
}
