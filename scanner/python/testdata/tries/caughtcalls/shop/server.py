"""Tools that call helpers whose raises the calls catch, or do not."""

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

from .windows import parse_window, parse_zone

mcp = FastMCP("shop")


class StockError(LookupError):
    pass


def _limit(text: str) -> int:
    if not text.isdigit():
        # Fine: both tools catch ValueError around the call and fall back to a default.
        raise ValueError(f"limit must be a number: {text}")
    return int(text)


def _day(text: str) -> str:
    if len(text) != 10:
        # Fine: the call, nested in an f-string, is caught by except Exception.
        raise ValueError(f"day must be YYYY-MM-DD: {text}")
    return text


def _tag(tags: dict, name: str) -> str:
    if name not in tags:
        # Fine: the call is caught by a tuple holding KeyError.
        raise KeyError(name)
    return tags[name]


def _stock(sku: str) -> int:
    if sku.startswith("x"):
        # Fine: StockError derives from LookupError, which the tool catches.
        raise StockError(sku)
    return 3


def _reserve(sku: str) -> int:
    if sku.startswith("x"):
        raise StockError(sku)  # want: raisederror function=_reserve
    return 1


def _sku(text: str) -> str:
    if not text.isalnum():
        raise ValueError(f"bad sku: {text}")  # want: raisederror function=_sku
    return text


def _quantity(text: str) -> int:
    if not text.isdigit():
        raise ValueError(f"quantity must be a number: {text}")  # want: raisederror function=_quantity
    return int(text)


def _currency(text: str) -> str:
    if len(text) != 3:
        raise TypeError(f"currency must be a 3-letter code: {text}")  # want: raisederror function=_currency
    return text.upper()


@mcp.tool()
def price(sku: str) -> float:
    if not sku:
        raise ValueError("sku is required")  # want: raisederror function=price
    return 9.5


@mcp.tool()
def list_items(limit: str = "10", since: str = "") -> str:
    try:
        n = _limit(limit)
    except ValueError:
        n = 10
    try:
        label = f"since {_day(since)}"
    except Exception:
        label = "all time"
    return f"{n} items, {label}"


@mcp.tool()
def count_items(limit: str = "10", tags: str = "") -> str:
    try:
        n = max(1, _limit(limit))
    except ValueError:
        n = 10
    try:
        tag = _tag({"a": "apples"}, tags)
    except (KeyError, ValueError):
        tag = "any"
    return f"{n} {tag}"


@mcp.tool()
def stock(sku: str) -> str:
    try:
        n = _stock(sku)
    except LookupError:
        n = 0
    try:
        r = _reserve(sku)
    except KeyError:
        r = 0
    return f"{n} in stock, {r} reserved"


@mcp.tool()
def order(sku: str, quantity: str, currency: str = "EUR") -> str:
    try:
        code = _sku(sku)
    except ValueError as e:
        raise ToolError(f"cannot order: {e}") from e  # want: raisederror function=order
    try:
        q = _quantity(quantity)
        cur = _currency(currency)
    except ValueError:
        q, cur = 1, "EUR"
    try:
        p = price(code)
    except ValueError:
        p = 0.0
    try:
        days = parse_window("7d")
    except ValueError:
        days = 7
    return f"{q} x {code} at {p} {cur} within {days} days ({parse_zone('Europe/Paris')})"


@mcp.tool()
def reorder(sku: str, quantity: str) -> str:
    q = _quantity(quantity)
    try:
        days = parse_window("14d")
    except Exception:
        days = 14
    return f"{q} x {sku} within {days} days"


def shelf(sku: str) -> str:
    if not sku[:1].isalpha():
        raise ValueError(f"sku must start with an aisle letter: {sku}")  # want: raisederror related=shop/admin.py:7,shop/admin.py:8
    return sku[:1]


@mcp.tool()
def locate(sku: str) -> str:
    try:
        return f"aisle {shelf(sku)}"
    except ValueError:
        return "aisle unknown"
