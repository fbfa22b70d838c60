// The service the tool objects reach through their deps parameter, typed by an interface.
export class Ledger {
  async post(account: string, amount: number): Promise<void> {
    if (amount > 1_000_000) {
      throw new Error(`amount ${amount} is over the ledger's limit`); // want: raisederror
    }
  }
}

export interface LedgerDeps {
  ledger: Ledger;
}
