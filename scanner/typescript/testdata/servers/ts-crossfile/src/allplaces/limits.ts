// The limits every account operation checks.
export function checkLimit(amount: number) {
  if (amount < 0) throw new Error("amount must not be negative");
  if (amount > 10000) throw new Error(`amount ${amount} is over the limit`);
}
