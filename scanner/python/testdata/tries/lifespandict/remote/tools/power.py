from fastmcp import Context


def register_power_tools(mcp):
    @mcp.tool()
    async def turn_on(device: str | None = None, ctx: Context = None) -> str:
        conn = await ctx.lifespan_context["get_connections"]()
        await conn.execute(device, lambda box: box.power.turn_on())
        return "Device turned on"

    @mcp.tool()
    async def note(name: str, ctx: Context = None) -> str:
        settings = ctx.lifespan_context["settings"]
        return str(settings.get(name))
