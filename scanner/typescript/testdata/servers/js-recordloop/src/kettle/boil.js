import { heat } from "./heater.js";

async function boilHandler(params = {}) {
  if (!params.litres) {
    return { // want: softerror lang=javascript related=src/kettle/index.js:9,src/kettle/index.js:9,src/server.js:15,src/server.js:18,src/server.js:24
      status: "error",
      message: "Litres are required",
    };
  }
  try {
    const t = await heat(params.litres);
    return { status: "success", temperature: t };
  } catch (error) {
    return { // want: softerror lang=javascript related=src/kettle/index.js:9,src/kettle/index.js:9,src/server.js:15,src/server.js:18,src/server.js:24
      status: "error",
      message: `Failed to boil: ${error.message}`,
    };
  }
}

// Fine: it answers only successes and lets its failures throw, which the SDK sends with isError.
async function pourHandler(params = {}) {
  const t = await heat(0);
  if (t < 90) throw new Error("The water is not hot yet"); // want: raisederror lang=javascript related=src/kettle/index.js:15,src/server.js:15,src/server.js:17
  return { status: "success", poured: params.cups ?? 1 };
}

export { boilHandler, pourHandler };
