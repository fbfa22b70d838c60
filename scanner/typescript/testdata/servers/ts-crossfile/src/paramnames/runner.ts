// A runner that calls the step it is given, outside any try: what the step throws leaves it.
export async function runStep(step: () => Promise<string>): Promise<string> {
  console.error("running a step");
  return step();
}

// A runner that calls the step in a try whose catch answers: nothing the step throws leaves it.
export async function quietStep(step: () => Promise<string>): Promise<string> {
  try {
    return await step();
  } catch {
    return "";
  }
}
