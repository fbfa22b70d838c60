// A function exported by default through an export clause.
async function readSteps(job: string): Promise<string[]> {
  const res = await fetch(`https://ci.example/jobs/${job}/steps`);
  if (!res.ok) {
    throw new Error(`steps of ${job}: ${res.status}`); // want: raisederror related=src/defaultconst/tool.ts:7,src/defaultconst/tool.ts:9
  }
  return (await res.json()) as string[];
}

export { readSteps as default };
