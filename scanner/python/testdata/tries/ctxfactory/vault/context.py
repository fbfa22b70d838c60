from dataclasses import dataclass

from vault.client import Client


@dataclass(frozen=True)
class ToolContext:
    client: Client
    audit: object
    read_only: bool = False
