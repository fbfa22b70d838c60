class Probes:
    def __init__(self) -> None:
        self._items: dict[str, dict] = {}

    def read(self, probe_id: str) -> dict:
        return self._items[probe_id]

    def find(self, name: str) -> dict | None:
        return next((p for p in self._items.values() if p.get("name") == name), None)

    def all(self) -> list[dict]:
        return list(self._items.values())

    def cached(self) -> list[dict]:
        return []

    def exists(self, probe_id: str) -> bool:
        return probe_id in self._items

    def reset(self, probe_id: str) -> None:
        self._items[probe_id] = {}
