class GatewayError(Exception):
    pass


class Gateway:
    def get(self, path: str) -> dict:
        if ".." in path:
            raise ValueError(f"path leaves the API: {path}")  # want: raisederror related=router/tools/routes.py:11,router/tools/routes.py:16,router/tools/routes.py:17
        return {"path": path}
