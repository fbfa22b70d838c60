"""The ledger's checks, which answer with a verdict, and its posting, which acts."""

import json


class Book:
    def __init__(self, path: str):
        self.path = path
        self.entries: list[dict] = []

    def _balance_check(self, account: str) -> dict:
        total = sum(e["amount"] for e in self.entries if e["account"] == account)
        return {"account": account, "ok": total >= 0, "total": total}

    def check_balances(self) -> dict:
        results = [self._balance_check(a) for a in {e["account"] for e in self.entries}]
        all_passed = all(r["ok"] for r in results)
        # Fine: the verdict of the check, computed from its findings.
        return {"ok": all_passed, "checks": results}

    def verify_source(self) -> dict:
        try:
            with open(self.path) as fh:
                json.load(fh)
        except OSError as e:
            # Bad: the check could not run: its own failure.
            return {"ok": False, "error": f"cannot read {self.path}: {e}"}
        return {"ok": True}

    def post(self, entry: dict) -> dict:
        if "account" not in entry:
            # Bad: posting acts; valid: False does not make its failure a verdict.
            return {"valid": False, "error": "entry has no account"}
        self.entries.append(entry)
        return {"posted": True}

    def validate_period(self, period: str) -> dict:
        if not self.entries:
            # A failure for a tool that acts on it (close_period).
            return {"valid": False, "error": f"period {period} has no entries"}
        return {"valid": True}
