"""Validators that hand back (value, failure) pairs, the failure built by another module."""

from league.replies import Reply, failure_reply, summary_reply

TABLES = {"games": ["home", "away", "score"]}


class Store:
    def _check_table(self, table: str) -> tuple[list | None, Reply | None]:
        if table not in TABLES:
            failure = failure_reply(f"Unknown table {table}")
            return None, failure
        return TABLES[table], None

    def _pick_columns(self, known: list, columns: list) -> tuple[list | None, Reply | None]:
        if not columns:
            return None, failure_reply("No columns given")
        picked = [c for c in columns if c in known]
        if not picked:
            return None, failure_reply(f"None of the columns exist: {columns}")
        return picked, None

    def _pick_page(self, rows: list, size: int) -> tuple[list | None, Reply | None]:
        if size <= 0:
            return None, failure_reply("The page size must be positive")
        if not rows:
            # summary_reply never fails: this return hands back no failure.
            return None, summary_reply(rows)
        return rows[:size], None

    def _summarize(self, rows: list) -> tuple[int, dict]:
        return len(rows), summary_reply(rows)

    def fetch(self, table: str, columns: list) -> Reply:
        known, error = self._check_table(table)
        if error:
            return error
        picked, error = self._pick_columns(known, columns)
        if error:
            return error
        return Reply(ok=True, rows=picked)

    def count(self, rows: list) -> dict:
        total, summary = self._summarize(rows)
        return summary

    def page(self, table: str, size: int) -> Reply:
        rows, error = self._check_table(table)
        if error:
            return error
        picked, error = self._pick_page(rows, size)
        if error:
            return error
        return Reply(ok=True, rows=picked)
