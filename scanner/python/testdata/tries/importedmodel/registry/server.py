from mcp.server.fastmcp import FastMCP

from .handlers import Handlers
from .schemas import FieldsResult, ModelsResult

mcp = FastMCP("registry")
handlers = Handlers()


@mcp.tool()
async def list_models() -> ModelsResult:
    """The model of another module declares an error field: the failure reaches the client as data."""
    result = await handlers.list_models()
    return ModelsResult(**result)  # want: softerror related=registry/handlers.py:13,registry/schemas.py:6


@mcp.tool()
async def list_fields() -> FieldsResult:
    # FINE: FieldsResult has no error field; the failure's "error" key is dropped (an empty list).
    result = await handlers.list_fields()
    return FieldsResult(**result)
