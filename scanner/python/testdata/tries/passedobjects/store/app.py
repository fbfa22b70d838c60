"""Tools defined in factories whose parameter holds the store."""

import os

from mcp.server.fastmcp import FastMCP

from .db import Database
from .remote import connect


def create_app(store) -> FastMCP:
    mcp = FastMCP("app")

    @mcp.tool()
    def purge() -> str:
        store.purge()
        return "purged"

    return mcp


def create_admin(store) -> FastMCP:
    admin = FastMCP("admin")

    @admin.tool()
    def vacuum() -> str:
        store.vacuum()
        return "vacuumed"

    return admin


app = create_app(Database(os.environ.get("STORE_URL", "sqlite://")))
admin = create_admin(connect(os.environ.get("ADMIN_URL", "")))
