"""A tool function that another member registers."""

from core.client import LedgerClient


async def balance(account: str) -> dict:
    if not account:
        return {"error": "account is required"}  # want: softerror
    return LedgerClient("https://ledger.example").fetch(account)
