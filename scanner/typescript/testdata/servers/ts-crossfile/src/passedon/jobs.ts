// A job runner whose try holds more throws than the text shows: the finding's related names them
// all, its brief the first ones and a count of the rest.
export async function runJob(step: number) {
  try {
    if (step === 1) throw new Error("step 1 failed");
    if (step === 2) throw new Error("step 2 failed");
    if (step === 3) throw new Error("step 3 failed");
    if (step === 4) throw new Error("step 4 failed");
    if (step === 5) throw new Error("step 5 failed");
    if (step === 6) throw new Error("step 6 failed");
    if (step === 7) throw new Error("step 7 failed");
    if (step === 8) throw new Error("step 8 failed");
    if (step === 9) throw new Error("step 9 failed");
    if (step === 10) throw new Error("step 10 failed");
    if (step === 11) throw new Error("step 11 failed");
    if (step === 12) throw new Error("step 12 failed");
    if (step === 13) throw new Error("step 13 failed");
    if (step === 14) throw new Error("step 14 failed");
    if (step === 15) throw new Error("step 15 failed");
    if (step === 16) throw new Error("step 16 failed");
    if (step === 17) throw new Error("step 17 failed");
    if (step === 18) throw new Error("step 18 failed");
    if (step === 19) throw new Error("step 19 failed");
    if (step === 20) throw new Error("step 20 failed");
    return { content: [{ type: "text" as const, text: `step ${step} done` }] };
  } catch (error) {
    // BAD: the steps' failures reach the client as JSON-RPC errors; the brief names 17, counts 3.
    throw new Error(`job failed: ${error}`); // want: protocolerror function=runJob related=5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,src/passedon/server.ts:16,src/passedon/server.ts:18 brief=5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,+3,src/passedon/server.ts:16,src/passedon/server.ts:18
  }
}
