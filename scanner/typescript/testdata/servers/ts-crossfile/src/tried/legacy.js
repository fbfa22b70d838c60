// A JavaScript module of the root whose function answers its own failures.
async function runLegacy(job) {
  try {
    const res = await fetch(`https://jobs.example/legacy/${job}`);
    return { content: [{ type: "text", text: await res.text() }] };
  } catch (error) {
    return { content: [{ type: "text", text: `legacy job ${job} failed: ${error}` }], isError: true }; // want: errorresult
  }
}

module.exports = { runLegacy };
