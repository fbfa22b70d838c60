"""A connection factory whose result the callers cannot tell; no MCP import."""


def connect(url):
    import importlib

    return importlib.import_module(url).open()


def open_database(url: str):
    from .db import Database

    return Database(url)
