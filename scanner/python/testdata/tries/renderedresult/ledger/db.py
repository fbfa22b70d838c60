"""A database client whose queries answer with a result object: a failed query is an object
whose success flag is False, and whose text says "Error: ..."."""

from dataclasses import dataclass
from typing import Optional


@dataclass
class ResultSet:
    success: bool
    rows: Optional[list] = None
    error_message: Optional[str] = None

    def to_string(self) -> str:
        if not self.success:
            return f"Error: {self.error_message}"
        return "\n".join(str(r) for r in self.rows or [])


@dataclass
class Plan:
    steps: list

    def to_string(self) -> str:
        return " -> ".join(self.steps)

    def next(self) -> "Plan":
        return Plan(steps=self.steps[1:])


class DBClient:
    def execute(self, q: str) -> ResultSet:
        try:
            return ResultSet(success=True, rows=run(q))
        except Exception as e:
            return ResultSet(success=False, error_message=str(e))

    def plan(self, q: str) -> Plan:
        return Plan(steps=q.split())


def run(q: str) -> list:
    return [q]


_client: Optional[DBClient] = None


def get_db_client() -> DBClient:
    global _client
    if _client is None:
        _client = DBClient()
    return _client
