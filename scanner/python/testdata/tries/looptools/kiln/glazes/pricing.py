"""A helper whose failure text two tools return as their own."""

_PRICES = {"celadon": "40 per kg", "tenmoku": "35 per kg"}


def quote(name: str) -> str:
    if name not in _PRICES:
        return f"Error: no price for {name}"  # want: softerror related=kiln/glazes/orders.py:17,kiln/glazes/orders.py:32,kiln/glazes/orders.py:40
    return _PRICES[name]
