from mcp.server.fastmcp import FastMCP

from .errors import ValidationError

mcp = FastMCP("records")
connected = False


@mcp.tool()
def search_records(model: str) -> list:
    """Every failure leaves rewrapped: the client reads "Search failed: ...", not the raise's own text."""
    try:
        if not connected:
            # Fine: its clause raises a new ValidationError in its place, the site naming it.
            raise ValidationError("Not authenticated with Odoo")
        return [model]
    except ValidationError:
        raise ValidationError("Search failed: not connected")  # want: raisederror related=15
    except Exception as e:
        raise ValidationError(f"Search failed: {e}") from e  # want: raisederror


@mcp.tool()
def get_record(model: str) -> dict:
    """A clause that re-raises as it is: the raise's own text reaches the client."""
    try:
        if not connected:
            raise ValidationError("Not authenticated with Odoo")  # want: raisederror
        return {"model": model}
    except ValidationError:
        raise  # want: raisederror
    except Exception as e:
        raise ValidationError(f"Get failed: {e}") from e  # want: raisederror
