// Handlers that answer with plain strings; the server hands them to a wrapper of another
// module that builds the text result.
declare const kiln: { fire(batch: string): Promise<void>; temperature(): Promise<number> };

export const kilnHandlers = {
  async fireBatch({ batch }: { batch: string }) {
    try {
      await kiln.fire(batch);
      return `Fired batch ${batch}`;
    } catch (error) {
      // BAD: asTextTool sends the string as a successful text result.
      return `Failed to fire batch ${batch}: ${error}`; // want: softerror related=src/textwrap/server.ts:9,src/textwrap/server.ts:9,src/textwrap/wrap.ts:9
    }
  },
  async readTemperature() {
    const t = await kiln.temperature();
    if (t < 0) {
      return "Could not read the kiln's temperature"; // want: softerror related=src/textwrap/server.ts:10,src/textwrap/server.ts:10,src/textwrap/wrap.ts:9
    }
    return `Kiln at ${t} degrees`;
  },
  async coolDown({ batch }: { batch: string }) {
    try {
      await kiln.fire(batch);
      return `Cooled batch ${batch}`;
    } catch (error) {
      // FINE: asFlaggedTool answers a failure with isError.
      return `Failed to cool batch ${batch}: ${error}`;
    }
  },
};

// FINE: registered nowhere, a function of the module no tool runs.
export async function sweep() {
  try {
    await kiln.fire("dust");
    return "Swept";
  } catch (error) {
    return `Failed to sweep: ${error}`;
  }
}
