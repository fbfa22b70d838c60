from router.gateway import Gateway


def _check(name: str) -> None:
    if not name.isidentifier():
        raise ValueError(f"bad route name {name!r}")  # want: raisederror related=router/tools/routes.py:10,router/tools/routes.py:16,router/tools/routes.py:17


async def _route(gateway: Gateway, name: str) -> dict:
    _check(name)
    return gateway.get(f"routes/{name}")


def register_tools(mcp, gateway: Gateway) -> None:
    @mcp.tool()
    async def route_get(name: str) -> dict:
        return await _route(gateway, name)
