from mcp.server import Server

from .client import Store


def create_server():
    server = Server("tiny")
    store = Store("http://localhost")

    @server.call_tool()
    async def handle_call_tool(name: str, arguments: dict):
        if name == "rows":
            return await store.rows(arguments.get("table", ""))
        if name == "save":
            return await store.save(arguments["table"], arguments["data"])
        raise ValueError(f"Unknown tool: {name}")  # want: raisederror

    def other():
        # Fine: a local of its own hides the factory's store.
        store = object()
        return store

    return server, other
