"""A service answering for each file it was asked about, keyed by the file's path."""

from pad.results import EditResult


class Service:
    def delete(self, path: str) -> dict:
        if not path:
            return {path: EditResult(result="error", reason="path is required")}
        try:
            with open(path, "w"):
                pass
        except OSError as e:
            return {path: EditResult(result="error", reason=str(e))}
        return {path: EditResult(result="ok")}

    def stat(self, path: str) -> dict:
        # Every answer is a success: the keyed value decides, not the key.
        return {path: EditResult(result="ok", reason=None)}
