class BaseTool:
    def __init__(self, client):
        self.client = client
