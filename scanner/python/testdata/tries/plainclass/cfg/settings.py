"""Classes without bases, built in the functions of their own module; no MCP import."""

import os
from dataclasses import dataclass


@dataclass
class Settings:
    def __init__(self):
        missing = [v for v in ("API_URL", "API_USER") if v not in os.environ]
        if missing:
            raise ValueError(f"missing settings: {', '.join(missing)}")  # want: raisederror related=cfg/server.py:11,cfg/server.py:12,47,48

    @property
    def url(self) -> str:
        return os.environ["API_URL"]


class Defaults:
    def __init__(self):
        if os.environ.get("STRICT_DEFAULTS"):
            # Fine: only the module's top level builds a Defaults.
            raise RuntimeError("defaults are disabled")


class Audit:
    def __init__(self, path: str):
        if not path:
            # Fine: only unused_audit builds an Audit, and no tool calls it.
            raise ValueError("no audit path")
        self.path = path


class Formatter:
    def render(self, value: object) -> str:
        if value is None:
            raise ValueError("nothing to render")  # want: raisederror related=cfg/server.py:16,cfg/server.py:17,53
        return str(value)


DEFAULTS = Defaults()
_settings = None


def get_settings() -> "Settings":
    global _settings
    if _settings is None:
        _settings = Settings()
    return _settings


def render(value: object) -> str:
    return Formatter().render(value)


def unused_audit() -> Audit:
    return Audit("")
