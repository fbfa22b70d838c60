from mcp.types import TextContent

from shelfsrv.api import get_shelf


async def fetch_shelf(base, args):
    status, data, error = await get_shelf(base, args.get("id"))
    if status != 200:
        raise Exception(f"Error fetching shelf: {status} - {error}")  # want: raisederror
    return [TextContent(type="text", text=str(data))]


async def shelf_report(base, args):
    status, data, error = await get_shelf(base, args.get("id"))
    if status == 404:
        # A markdown heading over an error word: the same failure as without the markup.
        return [TextContent(type="text", text=f"## Error loading shelf\n\n{error}")]
    if status != 200:
        return [TextContent(type="text", text=f"**Error**: {error}")]
    # Fine: a heading over a successful answer.
    return [TextContent(type="text", text=f"# Shelf {data['id']}\n\nAll books present.")]


async def count_books(base, args):
    # Fine: it only ever answers with data.
    status, data, error = await get_shelf(base, args.get("id"))
    return [TextContent(type="text", text=f"# Books\n\n{len(data)}")]
