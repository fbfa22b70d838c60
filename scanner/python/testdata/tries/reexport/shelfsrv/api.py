"""The shelf service's client: no MCP import."""


async def get_shelf(base, shelf_id):
    return 200, {"id": shelf_id}, ""
