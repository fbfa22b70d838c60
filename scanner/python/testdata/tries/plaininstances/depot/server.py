"""Tools that hand module singletons to the drivers of pools.py."""

from mcp.server.fastmcp import FastMCP

from .pools import Batch, Cache, Driver, Loader, Pool

mcp = FastMCP("depot")

pool = Pool()
batch = Batch()
swapped = Pool()
later = Pool()
later = None


def reset():
    global swapped
    swapped = None


def plain_driver():
    return Driver(conn=pool)  # the raise does not run: pool is a Pool, always truthy


def pool_cache():
    return Cache(store=pool)


def swapped_driver():
    return Driver(conn=swapped)  # a function may set it to None


def later_driver():
    return Driver(conn=later)  # bound twice: the last is None


def batch_loader():
    return Loader(batch=batch)  # a Batch may be empty


def batch_driver():
    return Driver(batch)  # passed by position


@mcp.tool()
def status() -> str:
    return str(plain_driver().conn)


@mcp.tool()
def swap() -> str:
    return str(swapped_driver().conn)


@mcp.tool()
def load() -> str:
    return str(later_driver().conn) + str(batch_loader().batch)


@mcp.tool()
def drive() -> str:
    return str(batch_driver().conn)


@mcp.tool()
def cached() -> str:
    return str(pool_cache().store)
