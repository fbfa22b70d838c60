"""The archive client the server's lifespan builds."""


class ArchiveClient:
    def __init__(self, host: str):
        self.host = host

    def connect(self) -> bool:
        return bool(self.host)

    def find(self, query: str) -> list:
        if not self.connect():
            raise ConnectionError(f"Failed to reach archive at {self.host}")  # want: raisederror
        return [query]

    def move(self, uid: str, target: str) -> dict:
        if not self.connect():
            return {"success": False, "message": f"Failed to reach archive at {self.host}"}
        result = {"success": False, "message": "", "moved": 0}
        if target:
            result["success"] = True
            result["message"] = "moved"
        else:
            result["message"] = "Move refused: no target"
        return result

    def stats(self) -> dict:
        # Never a failure: a tool that returns it is fine.
        return {"host": self.host, "open": self.connect()}
