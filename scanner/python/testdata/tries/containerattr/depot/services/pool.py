import sys


class Pool:
    def __init__(self) -> None:
        self._conns: dict[str, object] = {}

    def recover(self, confirm: bool = True) -> dict:
        if sys.platform != "win32":
            return {"success": False, "error": "Not supported on this platform"}
        reconnected: list[str] = []
        errors: list[str] = []
        for name in list(self._conns):
            try:
                self._reconnect(name)
                reconnected.append(name)
            except Exception as e:
                errors.append(f"Failed to reconnect '{name}': {e}")
        return {
            "success": len(reconnected) == len(self._conns),
            "reconnected": reconnected,
            "errors": errors if errors else None,
        }

    def _reconnect(self, name: str) -> None:
        self._conns[name] = object()

    def stats(self) -> dict:
        # Fine: no failure on any path.
        return {"connections": len(self._conns)}


class Ledger:
    def __init__(self) -> None:
        self.rows: list[str] = []

    def audit(self) -> dict:
        if not self.rows:
            return {"success": False, "error": "Ledger is empty"}
        return {"success": True, "rows": len(self.rows)}

    def count(self) -> dict:
        # Fine: no failure on any path.
        return {"rows": len(self.rows)}
