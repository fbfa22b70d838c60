"""A fastmcp server over a bank of lockers."""
from typing import Optional

from fastmcp import FastMCP

from .lockers import Doorbell, Ledger, LockerBank
from .utils.plain import describe, or_nothing, to_plain

mcp = FastMCP("vault")
_bank = LockerBank(12)
_spare: Optional[LockerBank] = None
_ledger: Optional[Ledger] = None


def get_parts():
    """The shared objects, built on first use."""
    global _spare, _ledger
    if _spare is None:
        _spare = LockerBank(4)
    if _ledger is None:
        _ledger = Ledger()
    return _ledger, _spare


@mcp.tool()
def open_locker(locker: int) -> dict:
    """Open one locker."""
    result = _bank.open_locker(locker)
    return to_plain({  # want: softerror related=vault/lockers.py:20,vault/lockers.py:22,vault/server.py:31,vault/utils/plain.py:5
        "locker": result.locker,
        "success": result.success,
        "error": result.error,
    })


@mcp.tool()
def peek_locker(locker: int) -> dict:
    """Open one locker, answering nothing when there is no fallback."""
    result = _bank.open_locker(locker)
    # FINE: or_nothing's `return None` tests its fallback, not the object: it may drop what it is given.
    return or_nothing({
        "locker": result.locker,
        "success": result.success,
        "error": result.error,
    })


@mcp.tool()
def audit_spare() -> dict:
    """Audit the spare bank."""
    _, bank = get_parts()
    report = bank.audit()
    return to_plain(report)  # want: softerror related=vault/lockers.py:30,vault/utils/plain.py:5


@mcp.tool()
def count_spare() -> dict:
    """Count the spare bank's lockers."""
    _, bank = get_parts()
    counted = bank.count()
    # FINE: LockerBank.count answers the count on every path.
    return to_plain(counted)


@mcp.tool()
def peek_audit() -> dict:
    """Audit the spare bank, answering nothing without a fallback."""
    _, bank = get_parts()
    report = bank.audit()
    # FINE: or_nothing may drop what it is given (its `return None` tests the fallback).
    return or_nothing(report)


@mcp.tool()
def audit_ledger() -> dict:
    """Audit the ledger: the first member of get_parts, not the bank beside it."""
    ledger, _ = get_parts()
    report = ledger.audit()
    # FINE: Ledger.audit answers its entries on every path.
    return to_plain(report)


@mcp.tool()
def describe_spare() -> str:
    """One line about the spare bank's count."""
    _, bank = get_parts()
    counted = bank.count()
    return describe(counted)  # want: softerror related=vault/utils/plain.py:28


@mcp.tool()
def ring_bell() -> dict:
    """Ring the doorbell."""
    rung = Doorbell().ring()
    # FINE: Doorbell.ring answers success=True on every path: the flag and error copy a success.
    return to_plain({"success": rung.success, "error": rung.error})


@mcp.tool()
def ring_bell_plain() -> dict:
    """Ring the doorbell, answering the dict itself."""
    rung = Doorbell().ring()
    # FINE: the same success, unserialized.
    return {"success": rung.success, "error": rung.error}


@mcp.tool()
def open_locker_plain(locker: int) -> dict:
    """Open one locker, answering the dict itself."""
    result = _bank.open_locker(locker)
    return {"success": result.success, "error": result.error}  # want: softerror related=vault/lockers.py:20,vault/lockers.py:22
