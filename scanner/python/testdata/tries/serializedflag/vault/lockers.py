"""Opening lockers: each outcome is a result object, never an exception."""
from dataclasses import dataclass
from typing import Optional


@dataclass
class LockerResult:
    locker: int
    success: bool
    error: Optional[str] = None


class LockerBank:
    def __init__(self, size: int) -> None:
        self.size = size
        self.jammed = {3, 7}

    def open_locker(self, locker: int) -> LockerResult:
        if locker < 0 or locker >= self.size:
            return LockerResult(locker=locker, success=False, error=f"Locker {locker} does not exist")
        if locker in self.jammed:
            return LockerResult(locker=locker, success=False, error="The locker is jammed")
        return LockerResult(locker=locker, success=True)

    def audit(self) -> dict:
        try:
            opened = [n for n in range(self.size) if n not in self.jammed]
            return {"opened": opened, "jammed": sorted(self.jammed)}
        except Exception as e:
            return {"error": str(e), "size": self.size}

    def count(self) -> dict:
        return {"count": self.size, "jammed": len(self.jammed)}


class Ledger:
    def audit(self) -> dict:
        return {"entries": []}


class Doorbell:
    def ring(self) -> LockerResult:
        return LockerResult(locker=0, success=True)
