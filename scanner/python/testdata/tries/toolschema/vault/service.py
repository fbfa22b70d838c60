"""The service layer: it hands the tools' arguments to the client as it got them, mostly."""

from .client import VaultClient


class Vaults:
    def __init__(self):
        self.client = VaultClient()

    async def open(self, owner: str, label: str, slots: int = 1, copy_from: str = None, plan: str = "basic", note: str = "", **extra):
        return self.client.open(owner=owner, label=label, slots=slots, copy_from=copy_from, plan=plan, note=note)

    async def rename(self, vault_id, label):
        return self.client.rename(vault_id, label)

    async def tag(self, vault_id, tags, meta):
        return self.client.tag(vault_id, tags, meta)

    async def seal(self, vault_id, reason):
        return self.client.seal(vault_id, reason)

    async def move(self, vault_id, region):
        return self.client.move(vault_id, region)

    async def drop(self, vault_id):
        return self.client.drop(vault_id)

    def find(self, label):
        return self.client.lookup(label)

    async def audit(self, vault_id, since):
        if since is None:
            since = 0  # rebound before it is handed on
        return self.client.audit(vault_id, since)
