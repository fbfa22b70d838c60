from contextlib import asynccontextmanager

from mcp.server.fastmcp import FastMCP

from .context import DepotContext
from .stores import ShelfStore
from .tools.shelves import default_shelf, depot_root, ledger_entry, shelf_path


@asynccontextmanager
async def depot_lifespan(server):
    # The ledger comes from a function that may return None: it is no guarantee.
    context = DepotContext(store=ShelfStore("/srv/depot"), ledger=load_ledger())
    yield context


def load_ledger():
    return None


mcp = FastMCP("depot", lifespan=depot_lifespan)
mcp.add_tool(shelf_path)
mcp.add_tool(depot_root)
mcp.add_tool(ledger_entry)
mcp.add_tool(default_shelf)
