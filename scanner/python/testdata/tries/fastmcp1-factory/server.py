"""A FastMCP server built by a factory function, with tools that report failures as data."""

from typing import Any

from mcp.server.fastmcp import FastMCP

from .errors import wrap_error


def build() -> FastMCP:
    server = FastMCP("catalog")
    return server


app = build()

ITEMS = {"mug": 12, "tote": 3}


def as_error(exc: Exception) -> dict[str, Any]:
    if isinstance(exc, KeyError):
        return {"error": f"missing key {exc}", "code": "NOT_FOUND"}
    return {"error": str(exc), "code": "INTERNAL"}


def stock_view(name: str) -> dict[str, Any]:
    if name not in ITEMS:
        return {"error": f"unknown item {name}"}
    return {"item": name, "stock": ITEMS[name]}


def usage_error(message: str) -> ValueError:
    return ValueError(f"usage: {message}")


@app.tool()
def stock(name: str) -> dict[str, Any]:
    try:
        return {"item": name, "stock": ITEMS[name]}
    except KeyError as e:
        return as_error(e)  # want: softerror shape=structured typed=code


@app.tool()
def view(name: str) -> dict[str, Any]:
    # The helper may answer {"error": ...}: the tool hands that back as a success.
    return stock_view(name)  # want: softerror shape=structured related=28


@app.tool()
def search(prefix: str) -> dict[str, Any]:
    hits = [k for k in ITEMS if k.startswith(prefix)]
    if not hits:
        # Fine: an empty search is an answer, not a failure.
        return {"error": "No matching items found", "items": []}
    return {"items": hits}


@app.tool()
def restock(name: str, count: int) -> str:
    if count <= 0:
        raise usage_error("count must be positive")  # want: raisederror shape=prose-only api=usage_error(...)
    try:
        ITEMS[name] += count
    except KeyError as e:
        raise wrap_error(e)  # want: raisederror shape=unknown api=wrap_error(...)
    return f"{name}: {ITEMS[name]}"


@app.tool()
def bulk_stock(names: list[str]) -> dict[str, Any]:
    counts, failed = {}, []
    for name in names:
        try:
            counts[name] = ITEMS[name]
        except KeyError as e:
            # Fine: a per-item failure collected into the batch's answer.
            failed.append({"item": name, "error": str(e)})
    # Fine: the batch succeeded; some items are reported as missing.
    return {"counts": counts, "failed": failed}


@app.tool()
def price(name: str) -> dict[str, Any]:
    error = None
    value = 0
    try:
        value = ITEMS[name] * 2
    except KeyError:
        error = f"unknown item {name}"
    # The same return serves both paths; on failure "error" holds the message and the client
    # still sees a success. The finding names the failure branch.
    return {"price": value, "error": error}  # want: softerror shape=structured related=90


@app.tool()
def check_name(name: str):
    from mcp.types import CallToolResult, TextContent

    problems = []
    if not name.isidentifier():
        problems.append("name must be an identifier")
    if problems:
        return CallToolResult(content=[TextContent(type="text", text="\n".join(problems))], isError=True)  # want: errorresult shape=prose-only outcome=iserror
    return name
