"""A backup service whose failure object is built two calls down from the method a tool calls:
the message names the builder, the innermost, once ("built by BackupService._import_object"),
not each method on the way ("... built by ... built by ...")."""

import os


class BackupService:
    def __init__(self, root: str) -> None:
        self.root = root

    def _import_object(self, kind: str, path: str) -> dict:
        if not os.path.exists(path):
            return {"success": False, "error": f"File not found: {path}"}
        return {"success": True, "kind": kind, "path": path}

    def import_form(self, path: str) -> dict:
        return self._import_object("form", path)

    def restore_form(self, name: str) -> dict:
        return self.import_form(os.path.join(self.root, name))
