from .ArchiveNoteTool import ArchiveNoteTool

__all__ = ["ArchiveNoteTool"]
