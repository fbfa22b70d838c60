// The ledger the money tools post to.
export class Ledger {
  post(amount) {
    if (!(amount > 0)) throw new Error(`Cannot post ${amount}: amounts must be positive`); // want: raisederror related=src/ctxstore/money.js:5,src/ctxstore/money.js:6
    return amount;
  }
}
