from fastmcp import FastMCP

from . import alpha, beta, delta, extras, gamma, stale

_MODULES = (
    alpha,
    beta,
    extras,
)

# Fine: a function binds its own PENDING; its loop does not walk this tuple.
PENDING = [stale]


def register_all(mcp: FastMCP) -> None:
    for mod in _MODULES:
        mod.register(mcp)


def register_more(mcp: FastMCP) -> None:
    for register in (gamma.register, delta.register):
        register(mcp)


def load_enabled() -> list:
    return []


def register_pending(mcp: FastMCP) -> None:
    PENDING = load_enabled()
    for mod in PENDING:
        mod.register(mcp)
