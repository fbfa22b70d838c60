from dataclasses import dataclass

from .core.contracts import AuditLog, SecretStore


@dataclass
class VaultContext:
    store: SecretStore | None = None
    audit: AuditLog | None = None


def get_store(ctx):
    return ctx.request_context.lifespan_context.store


def read_secret(ctx, name: str) -> str:
    return get_store(ctx).read(name)
