"""A python-sdk 1.x low-level server whose module binds its registry to what a helper of the
file returns: a dictionary of screen objects built by a factory that instantiates the class it
is given. The handler runs the looked-up screen's run and returns its text."""

from typing import Any

from mcp.server.lowlevel import Server
from mcp.types import TextContent

from .screens import MenuScreen, PayScreen

CATALOG = {"tea": 2.0, "cake": 3.5}
server = Server("kiosk")


def load_screens(catalog: dict[str, float]) -> dict[str, Any]:
    def make(screen_class):
        return screen_class(catalog)

    return {
        "menu": make(MenuScreen),
        "pay": make(PayScreen),
    }


SCREENS = load_screens(CATALOG)


@server.call_tool()
async def call_tool(name: str, arguments: dict[str, Any]) -> list[TextContent]:
    screen = SCREENS[name]
    return [TextContent(type="text", text=await screen.run(arguments))]
