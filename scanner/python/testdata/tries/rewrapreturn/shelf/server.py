from mcp.server.fastmcp import FastMCP

mcp = FastMCP("shelf")


class FetchError(Exception):
    def __init__(self, status: int):
        super().__init__(f"HTTP {status}")
        self.status = status


class ShelfError(Exception):
    pass


def fetch(path: str) -> str:
    if not path.startswith("/"):
        raise FetchError(400)  # want: raisederror related=35,49,50
    return path


def load(path: str) -> str:
    try:
        return fetch(path)
    except FetchError as exc:
        if exc.status == 404:
            return ""
        # The caught FetchError leaves on no path: a miss is an empty shelf, anything else is
        # this raise of its own, the one the client reads.
        raise ShelfError(f"Shelf unavailable: {exc}") from exc  # want: raisederror related=18,45


def load_strict(path: str) -> str:
    try:
        return fetch(path)
    except FetchError as exc:
        if exc.status == 404:
            return ""
        # Other failures pass on as they are: fetch's raise reaches the client.
        raise  # want: raisederror related=18,50


@mcp.tool()
def read_shelf(path: str) -> str:
    return load(path)


@mcp.tool()
def read_shelf_strict(path: str) -> str:
    return load_strict(path)
