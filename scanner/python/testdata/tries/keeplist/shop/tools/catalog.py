"""Tools of the shop's server (and one of the admin's), some of which server.py removes."""

from ..app import admin_mcp, mcp
from ..flat import flat_tool
from ..stock import load_price, load_stock

ITEMS: dict[str, str] = {}


@mcp.tool()
def search(sku: str) -> str:
    try:
        return ITEMS[sku] + str(load_price(sku))
    except KeyError as e:
        return f"Error searching {sku}: {e}"  # want: softerror


@mcp.tool()
def purge_cache(sku: str) -> str:
    try:
        load_stock(sku)
        return ITEMS.pop(sku)
    except KeyError as e:
        # Fine: server.py removes purge_cache, no client can call it.
        return f"Error purging {sku}: {e}"


@mcp.tool(name="inventory_audit")
def audit(sku: str) -> str:
    try:
        return ITEMS[sku]
    except KeyError as e:
        return f"Error auditing {sku}: {e}"  # want: softerror


@mcp.tool(name="legacy_report")
def report(sku: str) -> str:
    try:
        return ITEMS[sku]
    except KeyError as e:
        # Fine: its tool is legacy_report, which the keep-list lacks (report is not its name).
        return f"Error reporting {sku}: {e}"


@admin_mcp.tool()
def reset_all(sku: str) -> str:
    try:
        return ITEMS.pop(sku)
    except KeyError as e:
        return f"Error resetting {sku}: {e}"  # want: softerror


@flat_tool(name="bulk_import")
def bulk_import(sku: str) -> str:
    try:
        return ITEMS[sku]
    except KeyError as e:
        # Fine: registered by flat_tool on the shop's server, and removed there.
        return f"Error importing {sku}: {e}"


@flat_tool(name="quick_lookup")
def quick_lookup(sku: str) -> str:
    try:
        return ITEMS[sku]
    except KeyError as e:
        return f"Error looking up {sku}: {e}"  # want: softerror
