"""Tools that hand back what the registry client returns as it is."""

from fastmcp import FastMCP

from .client import code_client

mcp = FastMCP("codes")


@mcp.tool
async def get_codes(term: str) -> list[dict]:
    """Look codes up."""
    # BAD: a failed lookup returns [{"Error": ...}], which the client reads as a result.
    return code_client.common_codes(term)  # want: softerror related=codes/client.py:15,codes/client.py:17,codes/client.py:19,codes/client.py:26,codes/client.py:38


@mcp.tool
async def get_code_names(term: str) -> list[dict]:
    """List code names."""
    return code_client.code_names(term)


@mcp.tool
async def registry_status() -> dict:
    """Say whether the registry is up."""
    return code_client.status()
