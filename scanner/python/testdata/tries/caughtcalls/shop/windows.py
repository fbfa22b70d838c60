"""Helpers of another module that the tools of server.py call."""


def parse_window(text: str) -> int:
    if not text.endswith("d"):
        # Fine: every call of parse_window sits in a try whose except ValueError falls back.
        raise ValueError(f"window must be a number of days: {text}")
    return int(text[:-1])


def parse_zone(text: str) -> str:
    if "/" not in text:
        raise ValueError(f"zone must be Area/City: {text}")  # want: raisederror related=shop/server.py:114,shop/server.py:132
    return text
