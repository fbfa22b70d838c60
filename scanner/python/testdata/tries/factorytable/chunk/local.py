"""A factory in the tools' own module that picks a class from a table."""

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("local")


class Upper:
    def render(self, text: str) -> str:
        if not text:
            raise ValueError("nothing to render in upper case")  # want: raisederror related=36,37
        return text.upper()


class Lower:
    def render(self, text: str) -> str:
        if not text:
            raise ValueError("nothing to render in lower case")  # want: raisederror related=36,37
        return text.lower()


class Title:
    def render(self, text: str) -> str:
        # Fine: the table holds no Title.
        raise ValueError("titles are not supported")


RENDERERS = {"upper": Upper, "lower": Lower}


def renderer(kind: str):
    return RENDERERS[kind]()


@mcp.tool()
def render(text: str, kind: str = "upper") -> str:
    return renderer(kind).render(text)
