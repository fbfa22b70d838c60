"""A client that checks its arguments again."""


async def search(query: str, limit: int = 25, offset: int = 0) -> str:
    if not query.strip():
        raise ValueError("query cannot be empty")  # want: raisederror
    if limit < 1 or limit > 100:
        raise ValueError("limit must be between 1 and 100")  # dead: the model bounds it
    if offset < 0:
        raise ValueError("offset must not be negative")  # dead: ge=0
    return query


def page(size: int) -> str:
    if not (1 <= size <= 50):
        raise ValueError("size must be between 1 and 50")  # dead: every tool call passes a bounded size
    return str(size)


def named(name: str) -> str:
    if len(name) > 64:
        raise ValueError("name too long")  # dead: max_length=64
    return name


def lookup(limit: int) -> str:
    if limit > 50:
        raise ValueError("limit above 50")  # want: raisederror
    return str(limit)


def browse(limit: int) -> str:
    if limit > 100:
        raise ValueError("limit above 100")  # want: raisederror
    return str(limit)


def deep(depth: int) -> str:
    if depth < 1:
        raise ValueError("depth must be at least 1")  # want: raisederror
    return str(depth)


def window(limit: int) -> str:
    if limit > 100:
        raise ValueError("limit above 100")  # want: raisederror
    return str(limit)


def clamp(limit: int) -> str:
    if limit > 100:
        raise ValueError("limit above 100")  # want: raisederror
    return str(limit)


def cap(limit: int) -> str:
    if limit < 1:
        raise ValueError("limit below 1")  # want: raisederror
    return str(limit)


def blend(ratio: float) -> str:
    if ratio <= 0 or 1 <= ratio:
        raise ValueError("ratio must lie strictly between 0 and 1")  # dead: gt=0, lt=1
    if ratio < 0.25:
        raise ValueError("ratio too small")  # want: raisederror
    return str(ratio)
