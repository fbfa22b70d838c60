"""A factory in the tools' own module."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("local")


class Quota:
    def __init__(self, limit: int):
        self.limit = limit

    @classmethod
    def of(cls, limit: int):
        return cls(limit)

    def spend(self, n: int) -> int:
        if n > self.limit:
            raise ValueError(f"over quota: {n} > {self.limit}")  # want: raisederror related=36,37,47
        return self.limit - n


class Pool:
    @staticmethod
    def shared():
        # Not a factory: what it returns comes from elsewhere.
        return POOLS["main"]

    def take(self) -> None:
        raise RuntimeError("pool exhausted")


POOLS: dict = {}


@mcp.tool()
def spend(n: int) -> int:
    return Quota.of(10).spend(n)


@mcp.tool()
def take() -> str:
    Pool.shared().take()
    return "taken"


@mcp.tool()
def spend_twice(n: int) -> int:
    quota = Quota.of(20)
    quota.spend(n)
    return quota.spend(n)


class Filter:
    def __init__(self):
        self.parts: list[str] = []

    def add(self, kind: str) -> "Filter":
        if kind not in ("a", "b"):
            raise ValueError(f"unknown kind {kind}")  # want: raisederror related=79,80,67
        self.parts.append(kind)
        return self

    @classmethod
    def from_params(cls, **kwargs) -> str:
        # cls() in a classmethod builds the class itself.
        builder = cls()
        builder.add(kwargs["kind"])
        return ",".join(builder.parts)


def build(cls, kind: str) -> str:
    # Not a classmethod: cls is whatever the caller hands over.
    builder = cls()
    builder.add(kind)
    return kind


@mcp.tool()
def filter_by(kind: str) -> str:
    return Filter.from_params(kind=kind) + build(Pool, kind)
