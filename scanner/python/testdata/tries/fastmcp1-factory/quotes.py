"""Tools that serialize their answer as JSON text, failures included."""

import json

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("quotes")

PRICES = {"ACME": 12.5}


def lookup_failed(symbol: str, what: str) -> dict:
    return {"error": True, "message": f"could not {what} for {symbol}", "symbol": symbol}


@mcp.tool()
def quote(symbol: str) -> str:
    if symbol not in PRICES:
        return json.dumps(lookup_failed(symbol, "read a quote"))  # want: softerror shape=json-in-text
    body = {"symbol": symbol, "price": PRICES[symbol]}
    # Fine: the answer itself, serialized.
    return json.dumps(body)


@mcp.tool()
def quotes(symbols: str) -> str:
    found = {s: PRICES[s] for s in symbols.split() if s in PRICES}
    if not found:
        failure = {"error": f"no prices for {symbols}"}
        return json.dumps(failure, indent=2)  # want: softerror shape=json-in-text
    return json.dumps(found)
