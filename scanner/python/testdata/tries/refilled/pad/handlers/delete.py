import json

from .base import Handler


class DeleteHandler(Handler):
    """Inherits the __init__ that builds the editor; reaches the service through it."""

    def run_tool(self, arguments: dict) -> str:
        results = self.editor.service.delete(arguments["path"])
        serializable = {}
        for path, edit_result in results.items():
            serializable[path] = edit_result.to_dict()
        return json.dumps(serializable)


class PurgeHandler(Handler):
    def run_tool(self, arguments: dict) -> str:
        results = self.editor.service.delete(arguments["path"])
        return json.dumps({path: r.model_dump() for path, r in results.items()})


class StatHandler(Handler):
    def run_tool(self, arguments: dict) -> str:
        results = self.editor.service.stat(arguments["path"])
        serializable = {}
        for path, edit_result in results.items():
            serializable[path] = edit_result.to_dict()
        return json.dumps(serializable)
