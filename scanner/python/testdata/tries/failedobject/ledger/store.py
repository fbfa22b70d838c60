"""A ledger store whose queries hand back a result object that says whether they failed."""

from dataclasses import dataclass
from typing import Any, List, Optional


@dataclass
class Result:
    success: bool
    rows: Optional[List[List[Any]]] = None
    error_message: Optional[str] = None

    def to_string(self) -> str:
        if not self.success:
            return f"Error: {self.error_message}"
        return "\n".join(",".join(str(v) for v in row) for row in self.rows or [])

    def to_dict(self) -> dict:
        return {"success": self.success, "rows": self.rows, "error_message": self.error_message}


class Store:
    def execute(self, sql: str) -> Result:
        if not sql:
            return Result(success=False, error_message="empty statement")
        return Result(success=True, rows=[[sql]])


class Reports:
    def __init__(self, store: Store):
        self.store = store

    def top_accounts(self, limit: int) -> dict:
        result = self.store.execute(f"SELECT * FROM accounts LIMIT {limit}")
        if not result.success:
            return {"success": False, "error": result.error_message}
        return {"success": True, "accounts": result.rows}

    def totals(self) -> dict:
        return {"success": True, "total": 0}
