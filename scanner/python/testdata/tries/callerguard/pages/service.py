"""The service layer: it hands the tools' values to the client as it got them."""

from .client import PagesClient


class Pages:
    def __init__(self):
        self.client = PagesClient()

    def stamp(self, token):
        return self.client.stamp(token)
