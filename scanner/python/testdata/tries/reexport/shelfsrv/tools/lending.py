from mcp.types import TextContent

from shelfsrv.api import get_shelf


async def close_shelf(base, args):
    status, data, error = await get_shelf(base, args.get("id"))
    if status == 200:
        # Fine: a heading that reports success.
        return [TextContent(type="text", text="# Shelf Closed\n")]
    elif status == 401:
        result = "# Close Failed: Unauthorized\n\n"
        result += "Your token cannot close shelves.\n"
        return [TextContent(type="text", text=result)]
    raise Exception(f"Error closing shelf: {status}")  # want: raisederror


async def lend_book(base, args):
    if not args.get("book"):
        raise ValueError("book is required")  # want: raisederror
    return [TextContent(type="text", text="# Book Lent\n")]
