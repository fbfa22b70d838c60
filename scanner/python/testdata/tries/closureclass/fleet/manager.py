"""The service layer the tools call: one method answers a lookup that finds nothing with an
error object instead of raising."""


class FleetManager:
    def __init__(self, token: str):
        self.token = token
        self.ships = {}

    async def list_ships(self):
        return {"ships": list(self.ships.values()), "count": len(self.ships)}

    async def ship_by_name(self, name: str):
        ship = self.ships.get(name)
        if ship:
            return ship
        return {"error": f"No ship named '{name}'"}  # want: softerror related=fleet/server.py:18,fleet/server.py:26

    async def dock(self, name: str):
        if name not in self.ships:
            raise KeyError(name)  # want: raisederror related=fleet/server.py:36,fleet/server.py:39
        return {"docked": name}
