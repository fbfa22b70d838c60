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
