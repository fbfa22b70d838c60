"""Ledger tools: each answers its failures as text, which the registry's handler wraps."""

import json
from typing import Any


class LedgerTool:
    def __init__(self, book: dict[str, float], audit: list[str]):
        self.book = book
        self.audit = audit

    async def execute(self, args: dict[str, Any]) -> str:
        raise NotImplementedError


class BalanceTool(LedgerTool):
    async def execute(self, args: dict[str, Any]) -> str:
        account = args.get("account", "")
        if account not in self.book:
            return f"Account not found: {account}"  # want: softerror related=ledger/wiring.py:29
        return f"{account}: {self.book[account]:.2f}"

    def describe(self) -> str:
        # Fine: describe is no method the handler calls, so this text is no tool's result.
        return "Error: balances are read-only"


class PostTool(LedgerTool):
    async def execute(self, args: dict[str, Any]) -> str:
        try:
            amount = float(args["amount"])
        except (KeyError, ValueError) as e:
            return json.dumps({"error": f"bad amount: {e}"})  # want: softerror related=ledger/wiring.py:30
        self.book[args.get("account", "cash")] = self.book.get(args.get("account", "cash"), 0.0) + amount
        self.audit.append(f"posted {amount}")
        return "posted"


class CloseTool(LedgerTool):
    async def execute(self, args: dict[str, Any]) -> str:
        try:
            self.book.clear()
        except Exception as e:
            return f"Error closing the book: {e}"  # want: softerror related=ledger/wiring.py:31
        return "closed"


class ReopenTool(LedgerTool):
    """Written but never put into the dictionary the handler looks tools up in."""

    async def execute(self, args: dict[str, Any]) -> str:
        if not self.audit:
            # Fine: no registry holds a ReopenTool, so this is no tool's result.
            return "Error: nothing to reopen"
        return "reopened"
