"""Tools made in a factory function, closing over the manager it is given."""

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError

from .manager import FleetManager


def build_server(fleet: FleetManager) -> FastMCP:
    mcp = FastMCP("fleet")

    @mcp.tool()
    async def ship_by_name(name: str) -> dict:
        """Find a ship by name."""
        try:
            result = await fleet.ship_by_name(name)
            # BAD: the manager's error object leaves as a successful result.
            return result  # the helper holds the finding
        except Exception as e:
            raise ToolError("lookup failed") from e  # want: raisederror

    @mcp.tool()
    async def ship_named(name: str) -> dict:
        """The same, without the variable."""
        # BAD: the call's value is returned as it is.
        return await fleet.ship_by_name(name)  # the helper holds the finding

    @mcp.tool()
    async def list_ships() -> dict:
        """List ships."""
        # FINE: the manager's answer is data.
        result = await fleet.list_ships()
        return result

    @mcp.tool()
    async def dock(name: str) -> dict:
        """Dock a ship."""
        # FINE for softerror: the manager raises on failure (fastmcp sends isError; a raisederror site).
        return await fleet.dock(name)

    return mcp


def build_other(fleet: str) -> FastMCP:
    mcp = FastMCP("other")

    @mcp.tool()
    async def echo(name: str) -> dict:
        """A parameter of the same name in another factory is no FleetManager."""

        class Local:
            async def ship_by_name(self, n):
                return {"name": n}

        # FINE: not the manager.
        fleet = Local()
        return await fleet.ship_by_name(name)

    return mcp
