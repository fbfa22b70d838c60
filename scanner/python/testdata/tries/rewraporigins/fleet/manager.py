"""The service layer the tools call: it passes the client's failures on."""

from .client import FleetClient


class Fleet:
    def __init__(self, key):
        self.client = FleetClient(key)

    async def list_ships(self):
        ships = self.client.ships()
        return {"ships": ships, "count": len(ships)}

    async def launch(self, name, size):
        return self.client.launch(name, size=size)

    async def count(self):
        return self.client.safe_count()
