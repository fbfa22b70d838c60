"""The entry point: it builds the server and hands it to attach_handlers, and spells no needle."""
import asyncio

from mcp.server import Server
from mcp.server.stdio import stdio_server

from .handlers import attach_handlers


def greet(arguments: dict) -> str:
    return "hello " + str(arguments.get("who", "you"))


async def serve() -> None:
    server = Server("deskbot")
    attach_handlers(server, {"greet": greet})
    async with stdio_server() as (read, write):
        await server.run(read, write, server.create_initialization_options())


if __name__ == "__main__":
    asyncio.run(serve())
