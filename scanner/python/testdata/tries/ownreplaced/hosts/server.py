"""Tools that call a provisioner of another module, whose methods raise in tries of their own."""

from fastmcp import FastMCP
from fastmcp.exceptions import ToolError

from hosts.provisioner import Provisioner

mcp = FastMCP("hosts")
prov = Provisioner()


@mcp.tool()
async def create_host(name: str, vmid: int) -> dict:
    return await prov.create(name, vmid)


@mcp.tool()
def clone_host(vmid: int) -> str:
    return prov.clone(vmid)


@mcp.tool()
def resize_host(vmid: int, size: int) -> str:
    return prov.resize(vmid, size)


@mcp.tool()
def stop_host(vmid: int, force: bool | None = None) -> str:
    return prov.stop(vmid, force)


@mcp.tool()
def snapshot_host(vmid: int) -> str:
    return prov.snapshot(vmid)


@mcp.tool()
def rename_host(vmid: int, name: str) -> str:
    try:
        if not name:
            # GOOD for the rule: the clause raises a ToolError in its place, the site naming it.
            raise ValueError("name is required")
        # The callee's own raise (provisioner.py:87) stays a site: it is another function's.
        return prov.rename(vmid, name)
    except Exception as e:
        raise ToolError(f"cannot rename {vmid}: {e}") from e  # want: raisederror related=42,hosts/provisioner.py:87
