"""Splitters picked by a factory from a table; no MCP import."""

from abc import ABC, abstractmethod


class SplitError(Exception):
    pass


class Splitter(ABC):
    @abstractmethod
    def split(self, text: str) -> list[str]:
        pass


class LineSplitter(Splitter):
    def __init__(self, width: int = 80):
        self.width = width

    def split(self, text: str) -> list[str]:
        if not text:
            raise SplitError("nothing to split")  # want: raisederror related=chunk/server.py:11,chunk/server.py:13
        return text.splitlines()


class WordSplitter(Splitter):
    def split(self, text: str) -> list[str]:
        if not text.strip():
            raise SplitError("no words to split")  # want: raisederror related=chunk/server.py:11,chunk/server.py:13
        return text.split()


class ParagraphSplitter(Splitter):
    def split(self, text: str) -> list[str]:
        if "\n\n" not in text:
            raise SplitError("no paragraphs to split")  # want: raisederror related=chunk/server.py:22,chunk/server.py:23
        return text.split("\n\n")


class SentenceSplitter(Splitter):
    def split(self, text: str) -> list[str]:
        # Fine: no table of a factory the tools call holds it.
        raise SplitError("sentences are not supported")


def make_splitter(kind: str = "lines", width: int = 80) -> Splitter:
    table = {"lines": lambda: LineSplitter(width), "words": WordSplitter}
    if kind not in table:
        raise ValueError(f"unknown splitter: {kind}")  # want: raisederror related=chunk/server.py:11,chunk/server.py:12
    return table[kind]()


def paragraph_splitter():
    # No annotation: the one class its return builds.
    return ParagraphSplitter()


def plugin_splitter(name: str):
    # Not a factory of the root's classes: one value of the table is a function whose result
    # the file cannot tell, so what it returns names no class.
    return {"sentences": load_plugin, "words": WordSplitter}[name]()


def load_plugin():
    import importlib

    return importlib.import_module("splitter_plugin").Splitter()
