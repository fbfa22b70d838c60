"""Tools that call a method on what a factory of another module returns."""

from mcp.server.fastmcp import FastMCP

from .splitters import make_splitter, paragraph_splitter, plugin_splitter

mcp = FastMCP("chunk")


@mcp.tool()
def split(text: str, kind: str = "lines") -> list[str]:
    splitter = make_splitter(kind)
    return splitter.split(text)


@mcp.tool()
def split_plugin(text: str, name: str) -> list[str]:
    return plugin_splitter(name).split(text)


@mcp.tool()
def split_paragraphs(text: str) -> list[str]:
    return paragraph_splitter().split(text)
