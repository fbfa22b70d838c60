// Card operations that the allplaces server's first handler calls.
export async function issueCard(account: string, kind: string) {
  if (kind !== "debit" && kind !== "credit") throw new Error(`no card kind ${kind}`);
  if (account.length === 0) throw new Error("account must not be empty");
  return { account, kind };
}

export async function blockCard(card: string) {
  if (card.length !== 16) throw new Error(`no card ${card}`);
  return { card, blocked: true };
}

// FINE: answers its own failures; nothing it does reaches the rethrow.
export async function cardCount(account: string) {
  try {
    if (account.length === 0) throw new Error("no account");
    return 3;
  } catch {
    return 0;
  }
}
