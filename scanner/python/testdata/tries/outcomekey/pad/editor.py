"""An editor whose answers say their outcome in a "result" member, as a text editor's may."""


class Editor:
    def _failure(self, reason: str) -> dict:
        failure = {"result": "error", "reason": reason}
        return failure

    async def replace(self, path: str, text: str) -> dict:
        if not text:
            return {"result": "error", "reason": "text is required"}
        try:
            with open(path, "w") as f:
                f.write(text)
        except OSError as e:
            return self._failure(f"cannot write: {e}")
        return {"result": "ok", "path": path}

    async def touch(self, path: str) -> dict:
        # "skipped" reports what was done, not a failure; only the failed outcome's own word
        # counts in a "result" or "state" member.
        if not path:
            return {"result": "skipped", "reason": "nothing to touch"}
        return {"result": "ok", "state": "idle"}
