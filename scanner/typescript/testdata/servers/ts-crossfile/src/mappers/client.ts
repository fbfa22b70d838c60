// The desk's API client: no MCP import.
export async function fetchTicket(id: string): Promise<{ id: string; title: string }> {
  const res = await fetch(`https://desk.example/tickets/${id}`);
  if (!res.ok) {
    throw new Error(`ticket ${id}: HTTP ${res.status}`); // want: protocolerror function=fetchTicket
  }
  return (await res.json()) as { id: string; title: string };
}

export async function fetchQueue(name: string): Promise<string[]> {
  const res = await fetch(`https://desk.example/queues/${name}`);
  if (!res.ok) {
    // FINE: the only call of it is in a try whose catch hands the failure to a helper that only logs.
    throw new Error(`queue ${name}: HTTP ${res.status}`);
  }
  return (await res.json()) as string[];
}
