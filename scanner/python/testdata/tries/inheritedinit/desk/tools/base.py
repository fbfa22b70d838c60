from ..api import MirrorClient


class BaseTool:
    def __init__(self, client):
        self.client = client


class MirrorTool:
    # Annotates what it stores: a subclass's self.client is a MirrorClient, whatever builds it.
    def __init__(self, client: MirrorClient):
        self.client = client
