export const pump = {
  async dispense(tank: string): Promise<void> {
    const res = await fetch(`http://pump.local/feed/${tank}`, { method: "POST" });
    if (!res.ok) throw new Error(`pump answered ${res.status}`);
  },
  async drain(tank: string): Promise<string> {
    const res = await fetch(`http://pump.local/drain/${tank}`, { method: "POST" });
    if (!res.ok) throw new Error(`pump answered ${res.status}`);
    return res.text();
  },
};
