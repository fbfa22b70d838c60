"""A tool that picks its handler from a table, one branch of it reaching a shared helper."""

from .pricing import quote


def _order(name: str) -> str:
    return f"ordered {name}"


def _cancel(name: str) -> str:
    if not name:
        return "Error: nothing to cancel"
    return f"cancelled {name}"


def _price(name: str) -> str:
    return quote(name)


_HANDLERS = {"order": _order, "cancel": _cancel, "price": _price}


def orders(action: str, name: str = "") -> str:
    handler = _HANDLERS[action]
    if action == "order":
        # Fine: _order never fails, and quote's finding does not name this branch.
        return handler(name)
    elif action == "cancel":
        return handler(name)  # want: softerror related=12,kiln/glazes/__init__.py:11
    elif action == "price":
        # Fine: quote's finding names this return.
        return handler(name)
    return "Error: unknown action"  # want: softerror related=kiln/glazes/__init__.py:11


def price_check(name: str) -> str:
    # Fine: quote's finding names this return.
    if not name:
        return "celadon"
    return quote(name)


GLAZE_TOOLS = [orders, price_check]
