// A client of another server: it reads isError (a needle) and sets none.
export async function fetchItem(id: string) {
  const res = await callUpstream(id);
  if (res.isError) {
    throw new Error(`lookup of ${id} failed`);
  }
  return res.content;
}

async function callUpstream(id: string): Promise<{ isError?: boolean; content: unknown[] }> {
  return { content: [id] };
}
