// The stores the tools call through their deps.
export class Store {
  async read(id: string): Promise<string> {
    return `note ${id}`;
  }
}

export class Archive {
  async list(): Promise<string[]> {
    return [];
  }
}

export class Ledger {
  async total(): Promise<number> {
    return 0;
  }
}
