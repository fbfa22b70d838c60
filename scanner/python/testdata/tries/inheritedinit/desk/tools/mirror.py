from .base import MirrorTool


class MirrorTools(MirrorTool):
    def list_archive(self) -> list:
        return self.client.list_archive()
