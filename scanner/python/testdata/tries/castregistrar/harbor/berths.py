from typing import Protocol


class BerthProtocol(Protocol):
    def assign(self, vessel: str) -> dict:
        ...

    def release(self, vessel: str) -> dict:
        ...


class BerthService:
    """The backend the server builds when it is handed none."""

    def __init__(self, port: str) -> None:
        self.port = port

    def assign(self, vessel: str) -> dict:
        raw = {"vessel": vessel, "port": self.port}
        self._fail_on_error(raw)
        return raw

    def release(self, vessel: str) -> dict:
        if not vessel:
            raise ValueError("a vessel is required")  # want: raisederror related=harbor/tools/release.py:8,harbor/tools/release.py:10
        return {"vessel": vessel}

    @staticmethod
    def _fail_on_error(raw: dict) -> None:
        if raw.get("error") is not None:
            raise RuntimeError("the harbor master refused the berth")  # want: raisederror related=20,harbor/tools/assign.py:12,harbor/tools/assign.py:13


class DryDock:
    """Matches BerthProtocol by shape, but no call of the root hands one to a register function."""

    def assign(self, vessel: str) -> dict:
        raise RuntimeError("the dry dock takes no vessels")  # no register function is given a DryDock

    def release(self, vessel: str) -> dict:
        raise RuntimeError("the dry dock holds nothing")  # nor here
